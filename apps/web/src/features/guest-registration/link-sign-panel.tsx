import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormAlert } from '@/components/form/form-alert';
import { Button } from '@/components/ui/button';
import { SignatureCanvas, type SignatureHandle } from '@/features/registrations/signature-canvas';
import { currentLang, t } from '@/lib/i18n/i18n';
import { useTRPC } from '@/lib/trpc';
import { linkErrorWords } from './link-errors';
import type { LinkAccess, LinkStay } from './types';

/**
 * The house rules in force, in the page's language first and then the other, and the pad the
 * guest signs with a finger. An empty pad is asked for again, before anything is sent.
 */
export function LinkSignPanel({
  access,
  guestNo,
  name,
  rules,
  onCancel,
  onSigned,
}: {
  access: LinkAccess;
  guestNo: number;
  name: string;
  rules: LinkStay['rules'];
  onCancel: () => void;
  onSigned: () => void;
}) {
  const trpc = useTRPC();
  const pad = useRef<SignatureHandle>(null);
  const [empty, setEmpty] = useState(false);
  const sign = useMutation(
    trpc.guestRegistrationLink.sign.mutationOptions({ onSuccess: onSigned }),
  );
  const texts = [
    { lang: 'ar' as const, text: rules?.textAr ?? '' },
    { lang: 'en' as const, text: rules?.textEn ?? '' },
  ]
    .filter((entry) => entry.text.trim() !== '')
    .sort((a, b) => Number(b.lang === currentLang()) - Number(a.lang === currentLang()));
  const hintId = `link-sign-${guestNo}-hint`;
  const submit = () => {
    const current = pad.current;
    if (!current || current.isEmpty()) {
      setEmpty(true);
      return;
    }
    sign.mutate({ ...access, guestNo, signature: current.toPng() });
  };
  return (
    <div className="mt-4 grid gap-3">
      <h3 className="font-medium">{t('register.rulesTitle')}</h3>
      {texts.map((entry) => (
        <section
          key={entry.lang}
          lang={entry.lang}
          dir={entry.lang === 'ar' ? 'rtl' : 'ltr'}
          className="max-h-60 overflow-y-auto rounded-md bg-muted/40 p-3"
        >
          <p className="whitespace-pre-line text-sm">{entry.text}</p>
        </section>
      ))}
      <p className="text-sm">{t('register.signLead', { name })}</p>
      {sign.isError && <FormAlert>{t(linkErrorWords(sign.error))}</FormAlert>}
      <SignatureCanvas
        ref={pad}
        label={t('register.signaturePad')}
        invalid={empty}
        describedBy={hintId}
        onBegin={() => setEmpty(false)}
      />
      <p
        id={hintId}
        className={empty ? 'text-destructive text-sm' : 'text-muted-foreground text-sm'}
      >
        {t(empty ? 'register.error.signature' : 'register.signHere')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={submit} disabled={sign.isPending}>
          {sign.isPending ? t('register.signing') : t('register.sign')}
        </Button>
        <Button variant="outline" onClick={() => pad.current?.clear()} disabled={sign.isPending}>
          {t('register.clear')}
        </Button>
        <Button variant="ghost" onClick={onCancel} disabled={sign.isPending}>
          {t('register.cancel')}
        </Button>
      </div>
    </div>
  );
}
