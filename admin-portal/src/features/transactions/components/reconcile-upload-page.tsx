import { Box, Button, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Field } from '@chakra-ui/react/field';
import {
  getErrorMessage,
  hideDialog,
  isApiError,
  PageHeader,
  showProcessing,
  showResult,
  usePageTitle,
  usePortalCatalog,
} from '@alumni/shared';
import {
  reconcileFieldsSchema,
  STATEMENT_LAYOUTS,
  STATEMENT_MAX_BYTES,
  type ReconcileFields,
} from '@alumni/shared/contracts';
import { FormField, SelectInput, zodResolver } from '@alumni/shared/forms';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { ADMIN_CATALOGS, type AdminMessageId, type AdminText } from '../../../i18n/catalogs/admin';
import { useAssociationId } from '../../associations';
import { useUploadStatement } from '../api/reconcile';

const layoutOptions = (t: AdminText) =>
  (['auto', ...STATEMENT_LAYOUTS] as const).map((id) => ({ value: id, label: t(`reconcile.layout.${id}`) }));

// The examples are headers as a statement file names them (the files are English), so they stay as written.
const COLUMN_FIELDS = [
  ['date_column', 'reconcile.dateColumn', 'reconcile.dateExample'],
  ['amount_column', 'reconcile.amountColumn', 'reconcile.amountExample'],
  ['reference_column', 'reconcile.referenceColumn', 'reconcile.referenceExample'],
  ['phone_column', 'reconcile.phoneColumn', 'reconcile.phoneExample'],
] as const satisfies readonly (readonly [string, AdminMessageId, AdminMessageId])[];

/** Why the chosen file cannot be sent, or null (the server reads its content: CSV or XLSX, 20,000 rows). */
function fileProblem(file: File | undefined, t: AdminText): string | null {
  if (!file) return t('reconcile.chooseFile');
  if (file.size > STATEMENT_MAX_BYTES) return t('reconcile.tooBig');
  return null;
}

/** The field errors of a refused upload (`{ file: [...], date_column: [...] }`). */
function fieldErrorsOf(error: unknown): Record<string, string> {
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  const out: Record<string, string> = {};
  if (data && typeof data === 'object')
    for (const [key, value] of Object.entries(data))
      if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  return out;
}

/** Reconcile a statement: choose the file and its layout (found from its headers, or columns named by hand). */
export function ReconcileUploadPage() {
  const t = usePortalCatalog(ADMIN_CATALOGS);
  usePageTitle(t('reconcile.title'));
  const associationId = useAssociationId();
  const navigate = useNavigate();
  const upload = useUploadStatement(associationId);
  const [file, setFile] = useState<File>();
  const [problem, setProblem] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors },
  } = useForm<ReconcileFields>({ resolver: zodResolver(reconcileFieldsSchema), defaultValues: { layout: 'auto' } });
  const layout = watch('layout');

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setProblem(chosen ? fileProblem(chosen, t) : null);
    setFile(chosen);
  };

  const onSubmit = handleSubmit(async (values) => {
    const reason = fileProblem(file, t);
    if (reason || !file) return setProblem(reason);
    showProcessing(t('reconcile.reading'));
    try {
      const { layout: chosen = 'auto', ...columns } = values;
      const reconciliation = await upload.mutateAsync({ file, layout: chosen, columns });
      hideDialog();
      navigate(associationPath(associationId, `transactions/offline/reconcile/${reconciliation.id}`));
    } catch (error) {
      hideDialog();
      const fields = fieldErrorsOf(error);
      if (fields.file) setProblem(fields.file);
      for (const [field] of COLUMN_FIELDS) if (fields[field]) setError(field, { message: fields[field] });
      if (fields.layout) setError('layout', { message: fields.layout });
      if (Object.keys(fields).length === 0)
        await showResult({
          status: 'error',
          title: t('common.error'),
          text: getErrorMessage(error, t('common.errorWas')),
        });
    }
  });

  return (
    <Box maxW="3xl">
      <PageHeader title={t('reconcile.title')} description={t('reconcile.intro')} />
      <Stack asChild gap="5" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
        <form onSubmit={onSubmit} noValidate aria-label={t('reconcile.formLabel')}>
          <Field.Root invalid={Boolean(problem)} required>
            <Field.Label>
              {t('reconcile.file')}
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="file" accept=".csv,.xlsx,text/csv" onChange={onChoose} p="1.5" />
            {problem ? (
              <Field.ErrorText>{problem}</Field.ErrorText>
            ) : (
              <Field.HelperText>{t('reconcile.fileHint')}</Field.HelperText>
            )}
          </Field.Root>
          <FormField label={t('reconcile.layout')} error={errors.layout} helperText={t('reconcile.layoutHint')}>
            <SelectInput options={layoutOptions(t)} {...register('layout')} />
          </FormField>
          {layout === 'generic' && (
            <Box>
              <Text fontSize="sm" color="fg.muted" mb="3">
                {t('reconcile.columnsHint')}
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {COLUMN_FIELDS.map(([field, label, example]) => (
                  <FormField key={field} label={t(label)} error={errors[field]} required={field !== 'phone_column'}>
                    <Input {...register(field)} placeholder={t(example)} />
                  </FormField>
                ))}
              </SimpleGrid>
            </Box>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button type="submit" loading={upload.isPending}>
              {t('reconcile.upload')}
            </Button>
            <Button asChild variant="outline">
              <Link to={associationPath(associationId, 'transactions/offline')}>{t('common.cancel')}</Link>
            </Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
