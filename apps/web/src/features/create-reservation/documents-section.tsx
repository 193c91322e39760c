import type { IdType, ManualReservationInput } from '@zamalek/domain/manual-reservation';
import { type UseFormReturn, useWatch } from 'react-hook-form';
import { DocumentUploadField } from '@/components/form/document-upload-field';
import { FormField, fieldAria, fieldId } from '@/components/form/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import {
  type CreateFormValues,
  needsMarriageCertificate,
} from '@/features/create-reservation/create-form';

const P = 'create';

/** ID type, the ID or passport images and, when the rule asks for it, the marriage certificate. */
export function DocumentsSection({
  form,
}: {
  form: UseFormReturn<CreateFormValues, unknown, ManualReservationInput>;
}) {
  const errors = form.formState.errors.documents;
  const [idType, documents, adults, nationality, guests] = useWatch({
    control: form.control,
    name: ['idType', 'documents', 'adults', 'nationality', 'guests'],
  });
  const certificate = needsMarriageCertificate({ adults, nationality, guests });
  const setDocument = (key: keyof CreateFormValues['documents'], id: string | null) =>
    form.setValue(`documents.${key}`, id, { shouldDirty: true });

  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <p className="text-muted-foreground text-sm sm:col-span-2 lg:col-span-3">
        For a stay booked ahead, the scans can be added on the stay's page before or at check-in.
      </p>
      <FormField compact id={fieldId(P, 'idType')} label="ID type" required>
        <Select
          value={idType}
          onValueChange={(value: string) => {
            const next: IdType = value === 'passport' ? 'passport' : 'id';
            form.setValue('idType', next, { shouldDirty: true });
            // A passport has one page: a back image chosen for an ID card is discarded.
            if (next === 'passport') setDocument('idBack', null);
          }}
        >
          <SelectTrigger className="w-full" {...fieldAria(fieldId(P, 'idType'), undefined)}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="id">ID card</SelectItem>
            <SelectItem value="passport">Passport</SelectItem>
          </SelectContent>
        </Select>
      </FormField>
      <DocumentUploadField
        id={fieldId(P, 'documents.idFront')}
        kind="id_front"
        label={idType === 'passport' ? 'Passport image' : 'ID front image'}
        value={documents.idFront}
        onChange={(id) => setDocument('idFront', id)}
        error={errors?.idFront?.message}
      />
      {idType === 'id' && (
        <DocumentUploadField
          id={fieldId(P, 'documents.idBack')}
          kind="id_back"
          label="ID back image"
          value={documents.idBack}
          onChange={(id) => setDocument('idBack', id)}
          error={errors?.idBack?.message}
          required={documents.idFront !== null}
        />
      )}
      {certificate && (
        <div className="grid gap-1.5 sm:col-span-2 lg:col-span-3">
          <DocumentUploadField
            id={fieldId(P, 'documents.marriageCertificate')}
            kind="marriage_certificate"
            label="Marriage certificate"
            value={documents.marriageCertificate}
            onChange={(id) => setDocument('marriageCertificate', id)}
            error={errors?.marriageCertificate?.message}
          />
          <p className="text-muted-foreground text-xs">
            Needed at check-in for two adults of both genders with an Arab nationality (JPG, PNG,
            GIF, WEBP or PDF, up to 10MB).
          </p>
        </div>
      )}
    </div>
  );
}
