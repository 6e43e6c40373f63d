import { Navigate } from 'react-router-dom';

/** /gss/employee/{id}/employee-information/create: a new employee has no id yet; the create form is /gss/employee. */
export default function CreateRedirect() {
  return <Navigate to="/gss/employee" replace />;
}
