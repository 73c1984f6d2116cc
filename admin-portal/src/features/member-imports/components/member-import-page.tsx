import { Box, Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import {
  confirmAction,
  getErrorMessage,
  PageHeader,
  useLanguage,
  usePageTitle,
  usePortalCatalog,
} from '@alumni/shared';
import type { MemberImportMapping, MemberImportResult } from '@alumni/shared/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Download, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_EVENTS_CATALOGS } from '../../../i18n/catalogs/admin-events';
import { useAssociationId } from '../../associations';
import { formatUngrouped } from '@alumni/shared/format';
import { memberKeys } from '../../members';
import { useMemberImport } from '../api/get-import';
import { isImportJob, useImportMembers } from '../api/import-members';
import { downloadImportTemplate } from '../template';
import { ImportMapping } from './import-mapping';
import { ImportProgress } from './import-progress';
import { ImportRowsTable } from './import-rows-table';
import { ImportSummary } from './import-summary';

/** The file's columns, from a dry run's answer or from the refusal of a mapping (400 MAPPING_INVALID). */
const headersOf = (error: unknown): string[] =>
  ((error as { response?: { data?: { headers?: unknown } } })?.response?.data?.headers as string[] | undefined) ?? [];

/**
 * Import members: choose a file (CSV or XLSX), check the column mapping and a dry run (row by row what
 * would happen), then import it (confirmed); a large file shows the server's progress.
 */
export function MemberImportPage() {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const language = useLanguage();
  usePageTitle(t('imports.title'));
  const associationId = useAssociationId();
  const queryClient = useQueryClient();
  const run = useImportMembers();
  const [file, setFile] = useState<File | null>(null);
  const [headers, setHeaders] = useState<string[]>([]);
  const [mapping, setMapping] = useState<MemberImportMapping>({});
  const [preview, setPreview] = useState<MemberImportResult | null>(null);
  const [done, setDone] = useState<MemberImportResult | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const job = useMemberImport(associationId, jobId);

  const dryRun = async (chosen: File, withMapping?: MemberImportMapping) => {
    setError(null);
    setPreview(null);
    try {
      const answer = await run.mutateAsync({ associationId, file: chosen, dryRun: true, mapping: withMapping });
      if (isImportJob(answer)) return;
      setPreview(answer);
      setHeaders(answer.headers);
      setMapping(answer.mapping);
    } catch (e) {
      setError(getErrorMessage(e));
      if (headersOf(e).length > 0) setHeaders(headersOf(e));
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setDone(null);
    setJobId(null);
    setHeaders([]);
    setMapping({});
    if (chosen) void dryRun(chosen);
  };

  const commit = async () => {
    if (!file || !preview) return;
    const confirmed = await confirmAction({
      title: t('imports.confirmTitle'),
      text: t(preview.created + preview.updated === 1 ? 'imports.confirmOne' : 'imports.confirmOther', {
        created: formatUngrouped(preview.created, language),
        updated: formatUngrouped(preview.updated, language),
      }),
      confirmLabel: t('imports.import'),
      closeLabel: t('imports.cancel'),
    } as unknown as Parameters<typeof confirmAction>[0]);
    if (!confirmed) return;
    setError(null);
    try {
      const answer = await run.mutateAsync({ associationId, file, dryRun: false, mapping });
      if (isImportJob(answer)) setJobId(answer.id);
      else setDone(answer);
      setPreview(null);
      await queryClient.invalidateQueries({ queryKey: memberKeys.all });
    } catch (e) {
      setError(getErrorMessage(e));
    }
  };

  const finished = done ?? (job.data?.status === 'done' ? job.data.result : null);
  const failed = job.data?.status === 'failed' ? job.data.error : null;

  return (
    <Box>
      <PageHeader
        title={t('imports.title')}
        description={t('imports.description')}
        actions={
          <Button variant="outline" onClick={downloadImportTemplate}>
            <Download /> {t('imports.template')}
          </Button>
        }
      />
      <Stack gap="6">
        <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
          <Text asChild fontWeight="medium" display="block" mb="2">
            <label htmlFor="member-import-file">{t('imports.file')}</label>
          </Text>
          <Input
            id="member-import-file"
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            p="1"
            onChange={(event) => choose(event.currentTarget.files?.[0] ?? null)}
          />
          <Text mt="2" fontSize="sm" color="fg.muted">
            {t('imports.fileHelp')}
          </Text>
        </Box>

        {error && (
          <Box role="alert" borderWidth="1px" borderColor="border.error" color="fg.error" rounded="md" p="3">
            {error}
          </Box>
        )}

        {file && headers.length > 0 && !finished && jobId === null && (
          <Box bg="bg.panel" borderWidth="1px" rounded="lg" p="4">
            <Text fontWeight="semibold" mb="3">
              {t('imports.columns')}
            </Text>
            <ImportMapping headers={headers} mapping={mapping} onChange={setMapping} />
            <Button mt="4" variant="outline" loading={run.isPending} onClick={() => void dryRun(file, mapping)}>
              {t('imports.checkAgain')}
            </Button>
          </Box>
        )}

        {preview && (
          <Box>
            <HStack justify="space-between" wrap="wrap" gap="3" mb="3">
              <ImportSummary result={preview} />
              <Button
                colorPalette="brand"
                disabled={preview.created + preview.updated === 0}
                loading={run.isPending}
                onClick={() => void commit()}
              >
                <Upload /> {t('imports.import')}
              </Button>
            </HStack>
            <ImportRowsTable rows={preview.rows} />
          </Box>
        )}

        {jobId !== null && job.data && !finished && !failed && <ImportProgress job={job.data} />}
        {failed && (
          <Box role="alert" borderWidth="1px" borderColor="border.error" color="fg.error" rounded="md" p="3">
            {failed}
          </Box>
        )}

        {finished && (
          <Box>
            <Text fontWeight="semibold" mb="2" role="status">
              {t('imports.finished')}
            </Text>
            <ImportSummary result={finished} />
            <Button asChild mt="4" variant="outline">
              <Link to="../members">{t('imports.back')}</Link>
            </Button>
            <Box mt="4">
              <ImportRowsTable rows={finished.rows.filter((r) => r.action === 'refuse')} />
            </Box>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
