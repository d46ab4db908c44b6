import rocket from 'bootstrap-icons/icons/rocket-takeoff.svg?raw';
import heart from 'bootstrap-icons/icons/heart.svg?raw';
import { Accordion } from '../../../../components/Accordion';
import { FormField } from '../../../../components/FormField';
import { Icon } from '../../../../components/Icon';
import { IconCard } from '../../../../components/IconCard';
import { Logo } from '../../../../components/Logo';
import { RichText } from '../../../../components/RichText';
import { SectionHeading } from '../../../../components/SectionHeading';
import { Spinner } from '../../../../components/Spinner';
import { CodeBlock, DocPage, Example } from '../DocPage';

/** /docs/custom: our own components in src/components, each rendered live. */
export function CustomDoc() {
  return (
    <DocPage
      slug="custom"
      lead="The shared presentational components in src/components, rendered live below."
    >
      <p>
        These components know no feature: they take props and draw. Pages compose them; anything a
        single feature needs stays in that feature&apos;s folder.
      </p>
      <h2>Spinner</h2>
      <p>
        The loading state of the specification: a spinner and the text <code>Memuat...</code>, in a
        polite live region.
      </p>
      <Example title='<Spinner className="d-flex gap-2" />'>
        <Spinner className="d-flex align-items-center gap-2" />
      </Example>
      <h2>Icon and Logo</h2>
      <p>
        <code>Icon</code> inlines an SVG from <code>bootstrap-icons</code> imported with{' '}
        <code>?raw</code> where it is used, so each chunk carries only its icons. Decorative by
        default; pass <code>label</code> when the icon is a control&apos;s only content.
      </p>
      <CodeBlock label="Using Icon">{`import heart from 'bootstrap-icons/icons/heart.svg?raw';
<Icon svg={heart} label="Favourite" />`}</CodeBlock>
      <Example title="<Icon /> ×2 and <Logo />">
        <span className="d-flex align-items-center gap-3 fs-3 text-primary">
          <Icon svg={rocket} label="Rocket" />
          <Icon svg={heart} label="Heart" />
          <Logo size={40} />
        </span>
      </Example>
      <h2>IconCard and SectionHeading</h2>
      <Example title="<SectionHeading /> and <IconCard />">
        <SectionHeading eyebrow="Eyebrow" title="A section heading (h2)" lead="And its lead." />
        <div className="row">
          <div className="col-md-6">
            <IconCard
              icon={rocket}
              title="Icon card"
              text="An icon tile, an h3 and a line of text."
            />
          </div>
        </div>
      </Example>
      <h2>Accordion</h2>
      <p>
        A WAI-ARIA disclosure accordion on Bootstrap&apos;s classes: native buttons, several panels
        open at once, a link to <code>#item-id</code> opens that item.
      </p>
      <Example title="<Accordion items={…} />">
        <Accordion
          headingLevel={3}
          items={[
            { id: 'doc-accordion-1', title: 'First question', body: 'Open by default.' },
            { id: 'doc-accordion-2', title: 'Second question', body: 'Opened by its button.' },
          ]}
        />
      </Example>
      <h2>RichText</h2>
      <p>
        Long copy as data (paragraphs, lists, term/detail pairs, links, code words), never HTML
        strings.
      </p>
      <Example title="<RichText blocks={…} />">
        <RichText
          blocks={[
            [
              'A paragraph with a ',
              { text: 'link to Kontak', href: '/kontak' },
              ' and a ',
              { code: 'code' },
              ' word.',
            ],
            { list: ['A list item', 'Another one'] },
          ]}
        />
      </Example>
      <h2>FormField</h2>
      <p>
        A labelled input or textarea with its hint and error, wired with aria-describedby and
        aria-invalid.
      </p>
      <Example title="<FormField label hint error />">
        <FormField label="Email" type="email" hint="We never share it." name="doc-email" />
        <FormField label="Name" error="Please fill in your name." name="doc-name" />
      </Example>
      <h2>Also in src/components</h2>
      <ul>
        <li>
          <code>PageHeader</code>: the band at the top of an inner page — breadcrumb, the
          page&apos;s one <code>&lt;h1&gt;</code>, a lead (not shown live: this page already has its
          h1).
        </li>
        <li>
          <code>PageMeta</code>: <code>&lt;title&gt;</code> and description with React 19&apos;s
          metadata tags.
        </li>
        <li>
          <code>Section</code>: a <code>.section</code> band named by its heading.
        </li>
        <li>
          <code>CompanyAddress</code>: the postal address and a map link, from{' '}
          <code>src/content/company.ts</code>.
        </li>
      </ul>
    </DocPage>
  );
}

export const customDocRoute = { Component: CustomDoc };
