import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Camera, CameraOff } from 'lucide-react';
import { usePortalCatalog } from '@alumni/shared';
import { useEffect, useRef, useState } from 'react';
import { ADMIN_EVENTS_CATALOGS, type AdminEventsMessageId } from '../../../i18n/catalogs/admin-events';
import { createQrDecoder } from './qr-decoder';

/** How often a frame is read, and how long the same code is not reported again (the person is still in view). */
const FRAME_INTERVAL_MS = 250;
const SAME_CODE_QUIET_MS = 10_000;

type ScannerState =
  { kind: 'off' } | { kind: 'starting' } | { kind: 'on' } | { kind: 'failed'; message: AdminEventsMessageId };

const cameraProblem = (error: unknown): AdminEventsMessageId => {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError') return 'checkIn.cameraNotAllowed';
  if (name === 'NotFoundError') return 'checkIn.cameraNotFound';
  return 'checkIn.cameraFailed';
};

/**
 * The phone's back camera (started by a tap, so the permission prompt follows the person's gesture) and a
 * QR reader over its frames; each code read is handed to `onCode`.
 */
export function QrScanner({ onCode }: { onCode: (code: string) => void }) {
  const t = usePortalCatalog(ADMIN_EVENTS_CATALOGS);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopRef = useRef<() => void>(() => undefined);
  // The latest onCode for the frame loop started earlier (updated after each render, not during it).
  const onCodeRef = useRef(onCode);
  useEffect(() => {
    onCodeRef.current = onCode;
  }, [onCode]);
  const [state, setState] = useState<ScannerState>({ kind: 'off' });
  const hasCamera = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getUserMedia);

  useEffect(() => () => stopRef.current(), []);

  const stop = () => {
    stopRef.current();
    setState({ kind: 'off' });
  };

  const start = async () => {
    setState({ kind: 'starting' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
    } catch (error) {
      setState({ kind: 'failed', message: cameraProblem(error) });
      return;
    }
    let timer: ReturnType<typeof setTimeout> | undefined;
    let isStopped = false;
    stopRef.current = () => {
      isStopped = true;
      clearTimeout(timer);
      stream.getTracks().forEach((track) => track.stop());
    };
    const video = videoRef.current;
    if (!video) return stopRef.current();
    video.srcObject = stream;
    await video.play().catch(() => undefined);
    setState({ kind: 'on' });
    const decode = await createQrDecoder();
    let last = { code: '', at: 0 };
    const tick = async () => {
      if (isStopped) return;
      const code = await decode(video).catch(() => null);
      const now = Date.now();
      if (code && (code !== last.code || now - last.at > SAME_CODE_QUIET_MS)) {
        last = { code, at: now };
        onCodeRef.current(code);
      }
      if (!isStopped) timer = setTimeout(tick, FRAME_INTERVAL_MS);
    };
    void tick();
  };

  if (!hasCamera) return null;
  const isOn = state.kind === 'on' || state.kind === 'starting';
  return (
    <Stack gap="3">
      <Box
        display={isOn ? 'block' : 'none'}
        rounded="lg"
        overflow="hidden"
        borderWidth="1px"
        bg="black"
        aspectRatio="1"
        maxW="sm"
        w="full"
      >
        <video
          ref={videoRef}
          muted
          playsInline
          aria-label={t('checkIn.cameraView')}
          style={{ width: '100%', height: '100%', objectFit: 'cover' }}
        />
      </Box>
      {state.kind === 'failed' && (
        <Text color="fg.error" fontSize="sm" role="alert">
          {t(state.message)}
        </Text>
      )}
      {isOn ? (
        <Button variant="outline" onClick={stop} alignSelf="flex-start">
          <CameraOff /> {t('checkIn.stopCamera')}
        </Button>
      ) : (
        <Button onClick={() => void start()} alignSelf="flex-start">
          <Camera /> {t('checkIn.scan')}
        </Button>
      )}
    </Stack>
  );
}
