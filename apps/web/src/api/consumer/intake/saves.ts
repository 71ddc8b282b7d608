import { ErrorsArraySchema, SaveResultSchema } from '@parley/shared';
import { apiFetch } from '../../client';

export async function saveLawFirm(id: number, body: { law_firm_name: string; selected_law_firm_id: number | null }) {
  return SaveResultSchema.parse(await apiFetch('POST', `/api_controller/save_law_firm/${id}`, body));
}
export async function savePlaintiff(id: number, body: { plaintiff_name: string; selected_plaintiff_id: number | null }) {
  return SaveResultSchema.parse(await apiFetch('POST', `/api_controller/save_plaintiff/${id}`, body));
}
export async function saveCourt(
  id: number,
  body: { court_name: string; selected_court_id: number | null; court_city: string; court_state: string; court_street: string; court_zip_code: string },
) {
  return SaveResultSchema.parse(await apiFetch('POST', `/api_controller/save_court/${id}`, { customer_document_id: id, ...body }));
}
export async function updatePhoneNumber(id: number, phoneNumber: string) {
  return ErrorsArraySchema.parse(await apiFetch('POST', `/api_controller/update_phone_number/${id}`, { phone_number: phoneNumber, consents_to_sms: true }));
}
export async function deleteLawyerEmail(id: number, email: string) {
  return apiFetch('DELETE', `/api_controller/delete_lawyer_email/${id}?email=${encodeURIComponent(email)}`);
}
