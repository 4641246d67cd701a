import { useId, useState } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Stack, Typography } from '@mui/material';
import { Button, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import type { ArticleKind, Language } from '@cvc/domain';
import { LanguageSelect } from './LanguageSelect';
import { postPreview } from './previewForm';

async function currentIdToken(): Promise<string | null> {
  const { auth } = await import('../providers/firebaseApp');
  return (await auth.currentUser?.getIdToken()) ?? null;
}

/**
 * "Pré-visualizar": the saved item as its article page will show it, in the chosen language, in a new tab.
 * The tab is opened on the click itself (a tab opened after the token's round trip would be blocked as a
 * pop-up), then the form is posted into it.
 */
export function PreviewButton({ kind }: { kind: ArticleKind }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext();
  const { isDirty } = useFormState();
  const [language, setLanguage] = useState<Language>('pt');
  const hintId = useId();
  if (!record?.id) return null;

  const open = async () => {
    const target = `preview-${kind}-${String(record.id)}-${language}`;
    const tab = window.open('about:blank', target);
    if (!tab) {
      notify('cvc.preview.blocked', { type: 'warning' });
      return;
    }
    try {
      const token = await currentIdToken();
      if (!token) throw new Error('No signed-in member');
      postPreview(document, { token, kind, id: String(record.id), language }, target);
    } catch (error) {
      console.error('preview', error);
      tab.close();
      notify('cvc.preview.failed', { type: 'error' });
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LanguageSelect label={translate('cvc.preview.language')} value={language} onChange={setLanguage} />
      <Button
        label="cvc.preview.open"
        onClick={() => void open()}
        aria-describedby={isDirty ? hintId : undefined}
      >
        <VisibilityIcon />
      </Button>
      {isDirty && (
        <Typography id={hintId} variant="caption" color="text.secondary">
          {translate('cvc.preview.unsaved')}
        </Typography>
      )}
    </Stack>
  );
}
