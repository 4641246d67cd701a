import type { Language } from '@cvc/domain';

// Simplified flags drawn inline: emoji flags do not render on every system (Windows shows two letters).
export function Flag({ language }: { language: Language }) {
  return (
    <svg
      width="18"
      height="12"
      viewBox="0 0 18 12"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2 }}
    >
      {language === 'pt' && (
        <>
          <rect width="18" height="12" fill="#009c3b" />
          <polygon points="9,1.5 16.5,6 9,10.5 1.5,6" fill="#ffdf00" />
          <circle cx="9" cy="6" r="2.6" fill="#002776" />
        </>
      )}
      {language === 'en' && (
        <>
          <rect width="18" height="12" fill="#fff" />
          {[0, 2, 4, 6, 8, 10].map((y) => (
            <rect key={y} y={y} width="18" height="1" fill="#b22234" />
          ))}
          <rect width="8" height="6" fill="#3c3b6e" />
        </>
      )}
      {language === 'es' && (
        <>
          <rect width="18" height="12" fill="#aa151b" />
          <rect y="3" width="18" height="6" fill="#f1bf00" />
        </>
      )}
    </svg>
  );
}
