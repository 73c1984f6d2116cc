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
} from '@alumni/shared';
import {
  reconcileFieldsSchema,
  STATEMENT_LAYOUT_LABELS,
  STATEMENT_LAYOUTS,
  STATEMENT_MAX_BYTES,
  type ReconcileFields,
} from '@alumni/shared/contracts';
import { FormField, SelectInput, zodResolver } from '@alumni/shared/forms';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { associationPath } from '../../../components/association-paths';
import { useAssociationId } from '../../associations';
import { useUploadStatement } from '../api/reconcile';

const LAYOUT_OPTIONS = [
  { value: 'auto', label: 'Find from the headers' },
  ...STATEMENT_LAYOUTS.map((id) => ({ value: id, label: STATEMENT_LAYOUT_LABELS[id] })),
];

const COLUMN_FIELDS = [
  ['date_column', 'Date column', 'Date'],
  ['amount_column', 'Amount column', 'Amount'],
  ['reference_column', 'Reference column', 'Reference'],
  ['phone_column', 'Payer phone column (optional)', 'Sender'],
] as const;

/** Why the chosen file cannot be sent, or null (the server reads its content: CSV or XLSX, 20,000 rows). */
function fileProblem(file: File | undefined): string | null {
  if (!file) return 'Choose a statement file (CSV or Excel) to upload.';
  if (file.size > STATEMENT_MAX_BYTES) return 'The statement must be at most 10 MB. Split it into smaller files.';
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
  usePageTitle('Reconcile a statement');
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
    setProblem(chosen ? fileProblem(chosen) : null);
    setFile(chosen);
  };

  const onSubmit = handleSubmit(async (values) => {
    const reason = fileProblem(file);
    if (reason || !file) return setProblem(reason);
    showProcessing('Reading the statement...');
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
        await showResult({ status: 'error', title: 'Error', text: getErrorMessage(error, 'There was an error.') });
    }
  });

  return (
    <Box maxW="3xl">
      <PageHeader
        title="Reconcile a statement"
        description="Upload a bKash, Nagad or bank statement: each pending offline payment is matched to the line that paid it, for you to approve."
      />
      <Stack asChild gap="5" bg="bg.panel" borderWidth="1px" rounded="lg" p={{ base: '4', md: '6' }}>
        <form onSubmit={onSubmit} noValidate aria-label="Statement upload">
          <Field.Root invalid={Boolean(problem)} required>
            <Field.Label>
              Statement file
              <Field.RequiredIndicator />
            </Field.Label>
            <Input type="file" accept=".csv,.xlsx,text/csv" onChange={onChoose} p="1.5" />
            {problem ? (
              <Field.ErrorText>{problem}</Field.ErrorText>
            ) : (
              <Field.HelperText>CSV or Excel (.xlsx), up to 10 MB and 20,000 rows.</Field.HelperText>
            )}
          </Field.Root>
          <FormField label="Layout" error={errors.layout} helperText="Found from the column headers unless you choose.">
            <SelectInput options={LAYOUT_OPTIONS} {...register('layout')} />
          </FormField>
          {layout === 'generic' && (
            <Box>
              <Text fontSize="sm" color="fg.muted" mb="3">
                Type each column&rsquo;s header as it is written in the file. Only amounts above zero are read.
              </Text>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                {COLUMN_FIELDS.map(([field, label, example]) => (
                  <FormField key={field} label={label} error={errors[field]} required={field !== 'phone_column'}>
                    <Input {...register(field)} placeholder={example} />
                  </FormField>
                ))}
              </SimpleGrid>
            </Box>
          )}
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
            <Button type="submit" loading={upload.isPending}>
              Upload and match
            </Button>
            <Button asChild variant="outline">
              <Link to={associationPath(associationId, 'transactions/offline')}>Cancel</Link>
            </Button>
          </Stack>
        </form>
      </Stack>
    </Box>
  );
}
