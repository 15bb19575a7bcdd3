import type { GoodsReceivedStatus } from '../../graphql/schema-types.generated.ts';
import { labelsOf } from '../../shared/list/labels-of.ts';
import type { BadgeTable } from '../../shared/ui/badge.tsx';

/** Each status of a goods received note as the screens name it, and its badge's colour. */
export const goodsReceivedStatuses: BadgeTable<GoodsReceivedStatus> = {
  posted: { label: 'Posted', tone: 'success' },
  reversed: { label: 'Reversed', tone: 'danger' },
};

/** The status filter's choices. */
export const statusLabels = labelsOf(goodsReceivedStatuses);
