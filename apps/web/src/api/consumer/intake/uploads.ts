import { INTAKE_MESSAGES, ResumeUrlSchema, UploadedFileSchema } from '@parley/shared';
import { apiFetch, csrfHeaders } from '../../client';

/**
 * upload_file with a progress callback: XMLHttpRequest, since fetch reports no upload progress.
 * Rejects with the server's message (size, type) or the spec's generic failure.
 */
export async function uploadFile(id: number, file: Blob, filename: string, camera: boolean, onProgress: (percent: number) => void) {
  const headers = await csrfHeaders();
  const form = new FormData();
  form.append('camera', String(camera));
  form.append('file', file, filename);
  const body = await new Promise<unknown>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api_controller/upload_file/${id}`);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () => {
      let parsed: { error?: string } | undefined;
      try {
        parsed = JSON.parse(xhr.responseText) as { error?: string };
      } catch {
        parsed = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(parsed);
      else reject(new Error(parsed?.error ?? INTAKE_MESSAGES.uploadFailed));
    };
    xhr.onerror = () => reject(new Error(INTAKE_MESSAGES.uploadFailed));
    xhr.send(form);
  });
  return UploadedFileSchema.parse(body);
}

export async function prepopulate(id: number, flags: { camera: boolean; upload: boolean }) {
  return ResumeUrlSchema.parse(await apiFetch('POST', `/api_controller/prepopulate_from_document_files/${id}`, flags));
}
