import { Alert, Button, Group, Skeleton, Stack, Title } from '@mantine/core';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPaaSession, updateCurrentPaaSession } from '../../../../api/sdk.gen';
import type { PaaSessionDto } from '../../../../api/types.gen';
import { PageContainer } from '../../../../components/PageContainer';
import { LoadErrorInPage, useReadLanguage } from '../../../../components/RouteLoad';
import { type ApiProblem, fieldErrors } from '../../../../lib/api-client';
import { alerts } from '../../../../lib/alerts';
import { alertDialog } from '../../../../lib/dialogs';
import { useRefreshWhenTestWindowCloses } from '../../../../lib/use-refresh-when-test-window-closes';
import classes from './PaaWizard.module.css';
import { currentPaaQuery, videosQuery } from './queries';
import { CourseOptionsStep } from './steps/CourseOptionsStep';
import { FIELD_IDS, InstitutionStep, type StepOneErrors } from './steps/InstitutionStep';
import { ResourcesStep } from './steps/ResourcesStep';
import { SampleTestsStep } from './steps/SampleTestsStep';
import { VideosStep } from './steps/VideosStep';
import { WizardProgress } from './WizardProgress';
import { afterSave, back, checkStep, LAST_STEP, type SaveCall, STEP_KEYS, saveFor, startState, type WizardForm, type WizardState } from './wizard';

interface WizardProps {
  /** open on a fresh step 1 even when a PAA is in progress (the landing's confirm dialog said Yes) */
  restart: boolean;
  /** the first save created the session: a reload should now resume it */
  onCreated: () => void;
  onFinished: () => void;
}

/** /home/test/pre-assessment-wizard: the five steps, 'Step N — title', Back, Next and Finish. */
export function PaaWizard(props: WizardProps) {
  // The route's loader has read the PAA; the wizard's own state starts from it (see WizardBody).
  const { data: loaded } = useSuspenseQuery(currentPaaQuery());
  return <WizardBody {...props} loaded={loaded} />;
}

/** The wizard's frame while its loader reads. */
export function WizardPending() {
  const { t } = useTranslation('paa');
  return (
    <PageContainer title={t('wizard.title')}>
      <Skeleton height={320} radius="md" aria-label={t('wizard.loading')} />
    </PageContainer>
  );
}

/** What the wizard needs could not be read: said in its frame, with Retry, which runs the loader again. */
export function WizardLoadError({ error }: ErrorComponentProps) {
  const { t } = useTranslation('paa');
  const router = useRouter();
  return (
    <LoadErrorInPage error={error}>
      <PageContainer title={t('wizard.title')}>
        <Alert color="red" variant="light" styles={{ message: { color: 'var(--mantine-color-dark-9)' } }}>
          <Stack gap="sm" align="flex-start">
            {t('wizard.loadFailed')}
            <Button variant="default" onClick={() => void router.invalidate()}>
              {t('wizard.retry')}
            </Button>
          </Stack>
        </Alert>
      </PageContainer>
    </LoadErrorInPage>
  );
}

function WizardBody({ loaded, restart, onCreated, onFinished }: WizardProps & { loaded: PaaSessionDto }) {
  const { t } = useTranslation('paa');
  const queryClient = useQueryClient();
  const [state, setState] = useState<WizardState>(() => startState(loaded, restart));
  const [errors, setErrors] = useState<StepOneErrors>({});
  const [watched, setWatched] = useState<Record<string, boolean>>({});
  const [saving, setSaving] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const { data: videoList } = useSuspenseQuery(videosQuery(useReadLanguage()));
  const watchTestWindow = useRefreshWhenTestWindowCloses(currentPaaQuery().queryKey);

  const allVideosWatched = state.videosWatched || (videoList.length > 0 && videoList.every((v) => watched[v.url]));
  // step 3 reads the server's view of this PAA's sample tests; a stale session of another PAA shows none
  const sampleTests = loaded.paaId === state.paaId && state.paaId > 0 ? loaded.step3Data : [];
  const ctx = { allVideosWatched, sampleTests };

  // Next and Back move focus to the new step's heading, so a screen reader announces it.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [state.active]);

  const onWatched = useCallback((url: string) => setWatched((w) => (w[url] ? w : { ...w, [url]: true })), []);
  const onChange = (patch: Partial<WizardForm>) => {
    setState((s) => ({ ...s, form: { ...s.form, ...patch } }));
    setErrors((e) => {
      const next = { ...e };
      if ('institutionId' in patch) delete next.institutionId;
      if ('dob' in patch) delete next.studentDOB;
      if ('agreementChecked' in patch) delete next.agreementChecked;
      if ('studentDisplayId' in patch) delete next.studentDisplayId;
      return next;
    });
  };

  const showFieldErrors = (fields: StepOneErrors) => {
    setErrors(fields);
    const first = (Object.keys(FIELD_IDS) as Array<keyof typeof FIELD_IDS>).find((f) => fields[f]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };

  const showDialog = (which: 'videos' | 'tests') => alertDialog(t(`errors.${which}Title`), t(`errors.${which}Message`));

  /** A refused save: field messages under their fields, the step conditions in their dialogs. */
  const showProblem = (problem: unknown) => {
    const fields = fieldErrors(problem);
    if (fields.videosWatched) return showDialog('videos');
    if (fields.step3Data) return showDialog('tests');
    const stepOne: StepOneErrors = {};
    for (const key of Object.keys(FIELD_IDS) as Array<keyof typeof FIELD_IDS>) if (fields[key]) stepOne[key] = fields[key];
    // The wire keeps the spec's misspelt 'Instituion'; the screen shows our own, correct words.
    if (stepOne.institutionId) stepOne.institutionId = t('errors.institutionRequired');
    if (Object.keys(stepOne).length) {
      setState((s) => ({ ...s, active: 0 }));
      return showFieldErrors(stepOne);
    }
    alerts.error((problem as ApiProblem | undefined)?.message ?? t('wizard.saveFailed'));
  };

  const save = async (call: SaveCall): Promise<PaaSessionDto | null> => {
    setSaving(true);
    try {
      const result = call.call === 'create' ? await createPaaSession({ body: call.body }) : await updateCurrentPaaSession({ body: call.body });
      if (!result.data) {
        showProblem(result.error);
        return null;
      }
      queryClient.setQueryData(currentPaaQuery().queryKey, result.data);
      if (call.call === 'create') onCreated();
      return result.data;
    } catch {
      alerts.error(t('wizard.saveFailed'));
      return null;
    } finally {
      setSaving(false);
    }
  };

  const advance = async (finish: boolean) => {
    const index = state.active;
    const check = checkStep(index, state, ctx);
    if (!check.ok) {
      if ('fields' in check) showFieldErrors(Object.fromEntries(Object.entries(check.fields).map(([f, key]) => [f, t(key)])));
      else showDialog(check.dialog);
      return;
    }
    setErrors({});
    const saved = await save(saveFor(index, state, { allVideosWatched, finish }));
    if (!saved) return;
    if (finish) {
      onFinished();
      return;
    }
    moved.current = true;
    setState((s) => afterSave(s, saved));
  };

  const goBack = () => {
    moved.current = true;
    setState(back);
  };

  const stepKey = STEP_KEYS[state.active];
  return (
    <PageContainer title={t('wizard.title')}>
      <WizardProgress active={state.active} savedStep={state.savedStep} />
      <Title order={2} fz="h3" ref={headingRef} tabIndex={-1} className={classes.heading}>
        {t('wizard.stepHeader', { n: state.active + 1, title: t(`steps.${stepKey}`) })}
      </Title>
      {state.active === 0 && <InstitutionStep form={state.form} errors={errors} onChange={onChange} />}
      {state.active === 1 && <VideosStep videos={videoList} watched={watched} allWatched={allVideosWatched} onWatched={onWatched} />}
      {state.active === 2 && <SampleTestsStep paaId={state.paaId} tests={sampleTests} onLaunched={watchTestWindow} />}
      {state.active === 3 && <CourseOptionsStep />}
      {state.active === 4 && <ResourcesStep paaId={state.paaId} />}
      <Group justify="space-between" mt="md">
        <Button variant="default" onClick={goBack} disabled={state.active === 0 || saving}>
          {t('wizard.back')}
        </Button>
        {state.active < LAST_STEP ? (
          <Button onClick={() => void advance(false)} loading={saving}>
            {t('wizard.next')}
          </Button>
        ) : (
          <Button onClick={() => void advance(true)} loading={saving}>
            {t('wizard.finish')}
          </Button>
        )}
      </Group>
    </PageContainer>
  );
}
