import { Alert } from '@mui/material';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { REQUIRED } from '../../components/required';
import { hiddenParts } from '../../providers/markdownBody';

// The Markdown a body may use, in the words of the form (the site renders these and nothing else).
const HELP =
  'Markdown: **negrito**, *itálico*, [texto do link](https://…), ## Subtítulo, ### Seção, ' +
  '- item de lista, 1. item numerado, > citação, ![descrição da imagem](https://…). Uma linha em branco separa parágrafos.';

/** A news item's or opinion's body, in Markdown, with what the page will leave out named as it is typed. */
export function ArticleBodyInput({ rows }: { rows: number }) {
  const content: unknown = useWatch({ name: 'content' });
  const hidden = useMemo(() => (typeof content === 'string' ? hiddenParts(content) : []), [content]);
  return (
    <>
      <TextInput source="content" {...REQUIRED} multiline minRows={rows} fullWidth helperText={HELP} />
      {hidden.length > 0 && (
        <Alert severity="warning" role="status" sx={{ mb: 2, width: '100%' }}>
          A página não mostra estas partes do texto, que o site remove ao publicar: {hidden.join(' · ')}
        </Alert>
      )}
    </>
  );
}
