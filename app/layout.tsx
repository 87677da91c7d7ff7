import type { ReactNode } from 'react';

// The real root layout is app/[lang]/layout.tsx, which knows the language for <html lang dir>. This one only exists
// so that routes outside [lang] (the API, the sitemap) have a parent.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
