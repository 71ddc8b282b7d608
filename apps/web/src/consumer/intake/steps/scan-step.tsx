import { Alert, Anchor, Button, FileButton, Group, Image, Paper, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { INTAKE_LIMITS, INTAKE_MESSAGES, uploadProblem, type WalkThrough } from '@parley/shared';
import { useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router';
import { useUpdateStep } from '../../../api/consumer/intake/update-step';
import { prepopulate, uploadFile } from '../../../api/consumer/intake/uploads';
import { describeError } from '../../../api/errors';
import { useIntakeWords } from '../intake-words';

const m = {
  intro: {
    id: 'intake.scan.intro',
    defaultMessage:
      'Photograph or upload every page of your {lawsuit, select, yes {summons and complaint} other {collection letter}}. We read them and fill in the next page for you.',
  },
  takePhoto: { id: 'intake.scan.takePhoto', defaultMessage: 'Take a photo' },
  upload: { id: 'intake.scan.upload', defaultMessage: 'Upload files' },
  types: { id: 'intake.scan.types', defaultMessage: 'PDF, JPEG, GIF or PNG, up to 25 MB each' },
  pages: { id: 'intake.scan.pages', defaultMessage: 'Your pages' },
  uploading: { id: 'intake.scan.uploading', defaultMessage: 'Uploading {name}' },
  skip: { id: 'intake.scan.skip', defaultMessage: 'Skip' },
  manual: { id: 'intake.scan.manual', defaultMessage: 'Enter the details myself' },
  done: { id: 'intake.scan.done', defaultMessage: 'Done ({count})' },
  noCamera: { id: 'intake.scan.noCamera', defaultMessage: 'We could not open the camera. Upload a photo instead.' },
  capture: { id: 'intake.scan.capture', defaultMessage: 'Capture page' },
  closeCamera: { id: 'intake.scan.closeCamera', defaultMessage: 'Close camera' },
} satisfies Record<string, MessageDescriptor>;

type Item = { key: string; name: string; preview: string | null; state: 'uploading' | 'uploaded' | 'upload_failed'; progress: number; error: string | null };

/** The scan screen: the camera on a phone, file upload everywhere, thumbnails, then "Done (count)". */
export function ScanStep({ walkThrough }: { walkThrough: WalkThrough }) {
  const id = walkThrough.id;
  const navigate = useNavigate();
  const isMobile = useMediaQuery('(max-width: 991px)');
  const [items, setItems] = useState<Item[]>(() =>
    walkThrough.case.files.map((f) => ({ key: `saved-${f.id}`, name: f.name, preview: null, state: 'uploaded' as const, progress: 100, error: null })),
  );
  const [isCameraOpen, setCameraOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  const skip = useUpdateStep(id);
  const words = useIntakeWords();
  const intl = words.intl;
  const uploaded = items.filter((i) => i.state === 'uploaded').length;

  const patch = (key: string, change: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  function add(file: Blob, name: string, camera: boolean) {
    const key = `${Date.now()}-${Math.random()}`;
    const problem = uploadProblem({ name, size: file.size });
    const preview = file.type.startsWith('image/') ? URL.createObjectURL(file) : null;
    setItems((all) => [...all, { key, name, preview, state: problem ? 'upload_failed' : 'uploading', progress: 0, error: problem }]);
    if (problem) return;
    uploadFile(id, file, name, camera, (progress) => patch(key, { progress }))
      .then(() => patch(key, { state: 'uploaded', progress: 100 }))
      .catch((err: unknown) => patch(key, { state: 'upload_failed', error: err instanceof Error ? err.message : INTAKE_MESSAGES.uploadFailed }));
  }

  async function done() {
    setSubmitting(true);
    setError(null);
    try {
      const { resume_url } = await prepopulate(id, { camera: isMobile === true, upload: true });
      navigate(resume_url);
    } catch (err) {
      setError(describeError(err, words.message(INTAKE_MESSAGES.uploadFailed)));
      setSubmitting(false);
    }
  }

  function enterManually() {
    skip.mutate({ step_name: 'scan_document', inputs: { manual_entry: true }, complete: true }, { onSuccess: (r) => navigate(r.resume_url) });
  }

  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
      <Stack gap="md">
        <Text>{intl.formatMessage(m.intro, { lawsuit: walkThrough.case.lawsuit_exists ? 'yes' : 'no' })}</Text>
        {isCameraOpen ? (
          <Camera onCapture={(blob) => add(blob, `photo-${items.length + 1}.jpg`, true)} onClose={() => setCameraOpen(false)} />
        ) : (
          <Group>
            {isMobile ? <Button onClick={() => setCameraOpen(true)}>{intl.formatMessage(m.takePhoto)}</Button> : null}
            <FileButton
              onChange={(files) => {
                for (const f of files) add(f, f.name, false);
              }}
              accept=".pdf,.jpeg,.jpg,.gif,.png,application/pdf,image/jpeg,image/gif,image/png"
              multiple
            >
              {(props) => (
                <Button variant={isMobile ? 'default' : 'filled'} {...props}>
                  {intl.formatMessage(m.upload)}
                </Button>
              )}
            </FileButton>
            <Text size="xs" c="dimmed">
              {intl.formatMessage(m.types)}
            </Text>
          </Group>
        )}
        {items.length > 0 ? (
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={intl.formatMessage(m.pages)}>
            {items.map((item) => (
              <Paper key={item.key} withBorder radius="md" p={6}>
                {item.preview ? (
                  <Image src={item.preview} alt={item.name} h={110} fit="cover" radius="sm" />
                ) : (
                  <Stack h={110} justify="center" align="center" bg="gray.1" style={{ borderRadius: 6 }}>
                    <Text fw={700} c="dimmed">
                      {item.name.split('.').pop()?.toUpperCase()}
                    </Text>
                  </Stack>
                )}
                <Text size="xs" truncate mt={4} title={item.name}>
                  {item.name}
                </Text>
                {item.state === 'uploading' ? (
                  <Progress value={item.progress} size="sm" mt={4} aria-label={intl.formatMessage(m.uploading, { name: item.name })} />
                ) : null}
                {item.error ? (
                  <Text size="xs" c="red.8" role="alert">
                    {words.message(item.error)}
                  </Text>
                ) : null}
              </Paper>
            ))}
          </SimpleGrid>
        ) : null}
        {error ? (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        ) : null}
        {items.some((i) => i.state === 'upload_failed') ? (
          <Alert color="yellow" variant="light">
            <Group justify="space-between" gap="xs">
              <span>{words.message(INTAKE_MESSAGES.directUploadFailed)}</span>
              <Button size="xs" variant="default" onClick={enterManually}>
                {intl.formatMessage(m.skip)}
              </Button>
            </Group>
          </Alert>
        ) : null}
        <Group justify="space-between">
          <Anchor component="button" type="button" size="sm" onClick={enterManually}>
            {intl.formatMessage(m.manual)}
          </Anchor>
          <Button onClick={() => void done()} disabled={uploaded === 0 || items.some((i) => i.state === 'uploading')} loading={isSubmitting}>
            {intl.formatMessage(m.done, { count: uploaded })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** The phone's camera: each capture is a JPEG at quality 0.8 (consumer spec 9). */
function Camera({ onCapture, onClose }: { onCapture: (blob: Blob) => void; onClose: () => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<string | null>(null);
  const { intl } = useIntakeWords();
  const noCamera = intl.formatMessage(m.noCamera);
  useEffect(() => {
    let stream: MediaStream | null = null;
    navigator.mediaDevices
      ?.getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((s) => {
        stream = s;
        if (video.current) video.current.srcObject = s;
      })
      .catch(() => setError(noCamera));
    return () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [noCamera]);
  function capture() {
    const v = video.current;
    if (!v || v.videoWidth === 0) return;
    const canvas = document.createElement('canvas');
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext('2d')?.drawImage(v, 0, 0);
    canvas.toBlob((blob) => blob && onCapture(blob), 'image/jpeg', INTAKE_LIMITS.cameraJpegQuality);
  }
  return (
    <Stack gap="xs">
      {error ? (
        <Text c="red.8" role="alert">
          {error}
        </Text>
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a live camera preview has no audio to caption.
        <video ref={video} autoPlay playsInline style={{ width: '100%', borderRadius: 8, background: '#000' }} />
      )}
      <Group>
        <Button onClick={capture} disabled={error !== null}>
          {intl.formatMessage(m.capture)}
        </Button>
        <Button variant="default" onClick={onClose}>
          {intl.formatMessage(m.closeCamera)}
        </Button>
      </Group>
    </Stack>
  );
}
