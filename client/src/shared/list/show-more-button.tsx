import { ActionButton } from '../ui/action-button.tsx';

/** Where a page read by cursor stands: whether there is more, and where the next page starts. */
type CursorPage = { pageInfo: { hasNextPage: boolean; endCursor?: string | null } };

/**
 * Show more, under a short list read whole with useQuery a page at a time (the shifts, the
 * past stock counts): it asks for the page after the last one shown, and is not drawn once
 * the server says there is none. The cache joins the pages (PAGED_LISTS in
 * app/apollo-client.ts), so the list simply grows.
 */
export function ShowMoreButton({
  page,
  fetchMore,
}: {
  page: CursorPage | undefined;
  fetchMore: (options: { variables: { after: string | null | undefined } }) => Promise<unknown>;
}) {
  if (!page?.pageInfo.hasNextPage) return null;
  const after = page.pageInfo.endCursor;
  return (
    <ActionButton onClick={() => void fetchMore({ variables: { after } })}>Show more</ActionButton>
  );
}
