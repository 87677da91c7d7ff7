import { notFound } from 'next/navigation';
import { langFromParams, type LangParams } from '../lang-param';

// Any path no other route claims renders the [lang] not-found screen inside the translated layout, with status 404.
export default async function Missing({ params }: { params: LangParams }) {
  await langFromParams(params);
  notFound();
}
