import type { SyntheticEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { object, string } from 'yup';

// yup comes with the first screen, as the registration steps bring their schemas.
const schema = object({ step: string().required() });

/** Each path is a "step"; Continue validates and moves to the next path, as a registration step does. */
export default function FloorScreen() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const onSubmit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (schema.isValidSync({ step: pathname })) void navigate(`${pathname.replace(/\/$/, '')}/next`);
  };
  return (
    <main>
      <h1>Stack floor {pathname}</h1>
      <form onSubmit={onSubmit}>
        <button type="submit">Continue</button>
      </form>
    </main>
  );
}
