import type { ReactNode } from 'react';
import type { TemplatePageRecord } from '../../../content/template/types';
import { PageMeta } from '../../../components/PageMeta';
import { LandingSections } from '../sections/LandingSections';
import { useText } from '../useText';
import { DemoPageHeader } from './DemoPageHeader';

/** A template page from its record: meta, header, optional own content, then its sections. */
export function TemplatePage({
  record,
  idPrefix,
  headerExtra,
  children,
}: {
  record: TemplatePageRecord;
  idPrefix: string;
  headerExtra?: ReactNode;
  children?: ReactNode;
}) {
  const text = useText();
  return (
    <>
      <PageMeta title={text(record.meta.title)} description={text(record.meta.description)} />
      <DemoPageHeader header={record.header}>{headerExtra}</DemoPageHeader>
      {children}
      <LandingSections sections={record.sections} idPrefix={idPrefix} />
    </>
  );
}
