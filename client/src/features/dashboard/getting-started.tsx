import { useQuery } from '@apollo/client/react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { GettingStartedDocument, type GettingStartedQuery } from './dashboard.generated.ts';

type Facts = GettingStartedQuery['gettingStarted'];

type Step = {
  done: boolean;
  title: string;
  detail: string;
  path: string;
  action: string;
  /** A second way to do it: a shop moving in brings its items from a spreadsheet (issue 53). */
  also?: { path: string; action: string };
};

export function gettingStartedSteps(facts: Facts): Step[] {
  return [
    {
      done: facts.shopDetailsSaved,
      title: "Enter your shop's details",
      // A new shop's details start empty (issue 46): its invoices say so until they are entered.
      detail:
        "Name, registration number, KRA PIN and how customers pay: printed on every invoice. Until then, invoices print 'Shop details not entered' where your name goes.",
      path: '/settings',
      action: 'Open Settings',
    },
    {
      done: facts.hasSupplier,
      title: 'Add your first supplier',
      detail: 'Who you buy stock from.',
      path: '/suppliers',
      action: 'Go to Suppliers',
    },
    {
      done: facts.hasItem,
      title: 'Add your first item',
      detail:
        'What you sell, with its price and how many are in stock. Moving in with a list? Import it, with your customers and suppliers.',
      path: '/inventory',
      action: 'Go to Inventory',
      also: { path: '/import', action: 'Import a spreadsheet' },
    },
    {
      done: facts.hasSale,
      title: 'Make your first sale',
      detail: 'An order for a customer, then its invoice.',
      path: '/orders',
      action: 'Go to Orders',
    },
  ];
}

/** The checklist as it reads for these facts; nothing once every step is done. */
export function GettingStartedSteps({ facts }: { facts: Facts }) {
  const headingId = useId();
  const steps = gettingStartedSteps(facts);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  return (
    <section className="getting-started" aria-labelledby={headingId}>
      <div className="getting-started__header">
        <h2 id={headingId} className="getting-started__title">
          Get your shop ready
        </h2>
        <p className="getting-started__progress">
          {done} of {steps.length} done
        </p>
      </div>
      <ol className="getting-started__steps">
        {steps.map((step) => (
          <li
            key={step.path}
            className={`getting-started__step${step.done ? ' getting-started__step--done' : ''}`}
          >
            <span className="getting-started__mark" aria-hidden="true">
              {step.done ? '✓' : ''}
            </span>
            <div className="getting-started__text">
              <p className="getting-started__step-title">
                <span className="visually-hidden">{step.done ? 'Done: ' : 'To do: '}</span>
                {step.title}
              </p>
              <p className="getting-started__detail">{step.detail}</p>
            </div>
            {!step.done && (
              <div className="getting-started__actions">
                <Link className="button button--secondary button--small" to={step.path}>
                  {step.action}
                </Link>
                {step.also && (
                  <Link className="button button--ghost button--small" to={step.also.path}>
                    {step.also.action}
                  </Link>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

/**
 * The first-run checklist (issue 20) on an owner's or a manager's dashboard: shop details,
 * first supplier, first item, first sale, each linking to where it is done and ticked once it
 * is; gone for good once all four are. Four EXISTS on the server, never a list.
 */
export function GettingStarted() {
  const { data } = useQuery(GettingStartedDocument, { fetchPolicy: 'cache-and-network' });
  if (!data) return null;
  return <GettingStartedSteps facts={data.gettingStarted} />;
}
