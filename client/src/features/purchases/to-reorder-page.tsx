import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { newAttemptKey } from '../../shared/attempt-key.ts';
import { loadFailureMessage } from '../../shared/graphql/load-failure.ts';
import { saveFailureMessage } from '../../shared/graphql/save-failure.ts';
import { kshToCents, lineCents } from '../../shared/money/cents.ts';
import { formatCents } from '../../shared/money/money-format.ts';
import { formatQuantity } from '../../shared/quantity/quantity-input.ts';
import { ActionButton } from '../../shared/ui/action-button.tsx';
import { BusyButton } from '../../shared/ui/busy-button.tsx';
import { FigureCell, LinesTable, LinesTotalRow } from '../../shared/ui/lines-table.tsx';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader, PageLink } from '../../shared/ui/page-header.tsx';
import { useToast } from '../../shared/ui/toast.tsx';
import {
  CreatePurchaseOrderFromReorderDocument,
  ToReorderDocument,
  type ToReorderQuery,
} from './purchases.generated.ts';
import { ReceiveGoodsDialog, type ReceiveGoodsStart } from './receive-goods-dialog.tsx';
import './purchases.css';

type Group = ToReorderQuery['toReorder'][number];

/**
 * To reorder (issue 17): every item at or below its reorder level, grouped by supplier, with a
 * suggested quantity; a supplier's group becomes a purchase order in one step (issue 51), or
 * starts a goods received note when the delivery comes.
 */
export function ToReorderPage() {
  const { data, error, loading, refetch } = useQuery(ToReorderDocument, {
    fetchPolicy: 'cache-and-network',
  });
  const [receiving, setReceiving] = useState<ReceiveGoodsStart | null>(null);
  const orderFrom = useOrderFromGroup();
  const groups = data?.toReorder ?? [];
  const shopLevel = data?.inventorySummary.lowStockQuantity ?? null;

  const header = (
    <PageHeader title="To reorder" actions={<PageLink to="/purchases">Purchases</PageLink>}>
      <p className="page-header__summary">
        Items at or below their reorder level, by supplier. Set an item's level in its Stock dialog
        on the Inventory screen.
      </p>
    </PageHeader>
  );

  if (error && !data) {
    return (
      <>
        {header}
        <LoadError message={loadFailureMessage(error, 'Failed to load what to reorder')} />
      </>
    );
  }

  return (
    <div className="to-reorder">
      {header}
      {loading && !data ? (
        <p role="status">Loading...</p>
      ) : groups.length === 0 ? (
        <p className="to-reorder__none">Nothing to reorder: every item is above its level.</p>
      ) : (
        groups.map((group) => (
          <ReorderGroup
            key={group.supplierId ?? 'none'}
            group={group}
            shopLevel={shopLevel}
            ordering={orderFrom.busy === group.supplierId}
            onOrder={group.supplierId ? () => void orderFrom.order(group) : undefined}
            onReceive={() =>
              setReceiving({
                supplier:
                  group.supplierId && group.supplierName
                    ? { id: group.supplierId, name: group.supplierName }
                    : null,
                lines: group.lines.map((line) => ({
                  itemId: line.item.id,
                  name: line.item.name,
                  unit: line.item.unit,
                  sellsInFractions: line.item.sellsInFractions,
                  quantity: line.suggestedQuantity,
                  unitCost: line.item.costPrice,
                })),
              })
            }
          />
        ))
      )}
      {receiving && (
        <ReceiveGoodsDialog
          start={receiving}
          onClose={() => setReceiving(null)}
          onReceived={() => {
            setReceiving(null);
            void refetch();
          }}
        />
      )}
    </div>
  );
}

const REORDER_COLUMNS = [
  { heading: 'Item' },
  { heading: 'In stock', figure: true },
  { heading: 'Reorder level', figure: true },
  { heading: 'Suggested', figure: true },
  { heading: 'At cost', figure: true },
];

/**
 * A supplier's group made a draft purchase order at the suggested quantities and each item's
 * cost price, then opened; one key per group for this visit, so a double click makes one.
 */
function useOrderFromGroup() {
  const [create] = useMutation(CreatePurchaseOrderFromReorderDocument);
  const [keys] = useState(() => new Map<string, string>());
  const [busy, setBusy] = useState<string | null>(null);
  const navigate = useNavigate();
  const toast = useToast();
  async function order(group: Group) {
    const supplierId = group.supplierId!;
    if (!keys.has(supplierId)) keys.set(supplierId, newAttemptKey());
    setBusy(supplierId);
    try {
      const { data } = await create({
        variables: {
          idempotencyKey: keys.get(supplierId),
          input: {
            supplierId,
            lines: group.lines.map((line) => ({
              itemId: line.item.id,
              quantity: line.suggestedQuantity,
              unitCost: line.item.costPrice,
            })),
          },
        },
      });
      if (data) {
        toast.success(`${data.createPurchaseOrder.poNumber} made: check it, then send it`);
        void navigate(`/purchase-orders/${data.createPurchaseOrder.id}`);
      }
    } catch (failure) {
      toast.failure(saveFailureMessage(failure, 'Failed to make the purchase order'));
    } finally {
      setBusy(null);
    }
  }
  return { order, busy };
}

function ReorderGroup({
  group,
  shopLevel,
  ordering,
  onOrder,
  onReceive,
}: {
  group: Group;
  /** The level of items without one of their own (Inventory's low-stock level). */
  shopLevel: number | null;
  ordering: boolean;
  /** Absent for items without a supplier: there is no one to order from. */
  onOrder?: () => void;
  onReceive: () => void;
}) {
  const supplier = group.supplierName ?? 'No supplier';
  const headingId = `reorder-${group.supplierId ?? 'none'}`;
  const cents = (line: Group['lines'][number]) =>
    lineCents({
      quantity: line.suggestedQuantity,
      unitPriceCents: kshToCents(line.item.costPrice),
    });
  const total = group.lines.reduce((sum, line) => sum + cents(line), 0);
  return (
    <section className="to-reorder__group" aria-labelledby={headingId}>
      <div className="to-reorder__group-header">
        <h2 id={headingId} className="to-reorder__supplier">
          {supplier}
        </h2>
        <div className="to-reorder__actions">
          {onOrder && (
            <BusyButton
              busy={ordering}
              label="Create purchase order"
              busyLabel="Creating..."
              onClick={onOrder}
            />
          )}
          <ActionButton onClick={onReceive}>
            {group.supplierName ? `Receive from ${group.supplierName}` : 'Receive goods'}
          </ActionButton>
        </div>
      </div>
      <LinesTable
        className="lines-table--cards"
        caption={`To reorder from ${supplier}`}
        columns={REORDER_COLUMNS}
        foot={
          <LinesTotalRow label="Suggested order at cost" span={4}>
            {formatCents(total)}
          </LinesTotalRow>
        }
      >
        {group.lines.map((line) => (
          <tr key={line.item.id}>
            <td className="lines-table__item">{line.item.name}</td>
            <FigureCell label="In stock">
              {formatQuantity(line.item.quantity, line.item.unit)}
            </FigureCell>
            <FigureCell label="Reorder level">
              {line.item.reorderLevel !== null
                ? formatQuantity(line.item.reorderLevel, line.item.unit)
                : shopLevel !== null
                  ? `${formatQuantity(shopLevel, line.item.unit)} (shop-wide)`
                  : 'Shop-wide'}
            </FigureCell>
            <FigureCell label="Suggested">
              {formatQuantity(line.suggestedQuantity, line.item.unit)}
            </FigureCell>
            <FigureCell label="At cost">{formatCents(cents(line))}</FigureCell>
          </tr>
        ))}
      </LinesTable>
    </section>
  );
}
