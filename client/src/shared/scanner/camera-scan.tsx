import { useEffect, useRef, useState } from 'react';
import { ActionButton } from '../ui/action-button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';

/** The part of the BarcodeDetector API (Chromium on Android, Safari 17+) that is used here. */
type Detector = { detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

const detectorClass = (): DetectorClass | undefined =>
  (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

// The codes on what a shop sells, and the labels it prints itself.
const FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39'];
// About four looks a second: quick to find a code, light on a phone's battery.
const LOOK_EVERY_MS = 250;

/**
 * "Scan with camera": a phone's camera reads the barcode, where the browser can (the button is
 * not shown otherwise: a wedge scanner or typing the digits still work). The camera stops when
 * the dialog closes, whether a code was read or not.
 */
export function CameraScanButton({ onCode }: { onCode: (code: string) => void }) {
  const [open, setOpen] = useState(false);
  if (!detectorClass() || !navigator.mediaDevices?.getUserMedia) return null;
  return (
    <>
      <ActionButton className="button--small" onClick={() => setOpen(true)}>
        Scan with camera
      </ActionButton>
      <ModalDialog open={open} title="Scan with camera" size="small" onClose={() => setOpen(false)}>
        <CameraView
          onCode={(code) => {
            setOpen(false);
            onCode(code);
          }}
        />
      </ModalDialog>
    </>
  );
}

function CameraView({ onCode }: { onCode: (code: string) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const latestOnCode = useRef(onCode);
  useEffect(() => {
    latestOnCode.current = onCode;
  });

  useEffect(() => {
    const Detector = detectorClass();
    if (!Detector) return;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const detector = new Detector({ formats: FORMATS });
    async function look() {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const [found] = video.readyState >= 2 ? await detector.detect(video) : [];
        if (found?.rawValue && !stopped) return latestOnCode.current(found.rawValue.trim());
      } catch {
        // A frame the detector could not read: the next one may be sharper.
      }
      timer = setTimeout(look, LOOK_EVERY_MS);
    }
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((camera) => {
        stream = camera;
        if (stopped) {
          // Closed before the camera answered.
          for (const track of camera.getTracks()) track.stop();
          return;
        }
        const video = videoRef.current;
        if (!video) return;
        video.srcObject = camera;
        void video.play().catch(() => {});
        void look();
      })
      .catch(() =>
        setProblem('The camera could not be opened. Allow it for this site, or type the barcode.'),
      );
    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  return (
    <div className="camera-scan">
      {problem ? (
        <p role="alert">{problem}</p>
      ) : (
        <>
          <video
            ref={videoRef}
            className="camera-scan__video"
            muted
            playsInline
            aria-label="Camera"
          />
          <p className="camera-scan__hint">Hold the barcode inside the frame.</p>
        </>
      )}
    </div>
  );
}
