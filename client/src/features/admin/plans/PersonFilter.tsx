import { useEffect, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { graphql } from '../../../gql';
import type { Role } from '../../../gql/graphql';

const AdminPlanPersonSearchDocument = graphql(`
  query AdminPlanPersonSearch($search: String, $role: Role) {
    adminUsers(search: $search, role: $role, page: 1, limit: 10) {
      total
      items {
        id
        firstName
        lastName
        fullName
        email
      }
    }
  }
`);

/** A person to filter plans by. */
export interface PersonOption {
  id: string;
  /** Name as shown, e.g. "Maria Garcia". */
  label: string;
  email?: string | null;
}

/**
 * A customer or cleaner picker for the plan filters (docs/decisions/0033):
 * `adminUsers` of `role`, searched by name or email as the admin types (300 ms after
 * the last key). `value` is the chosen person (null: everyone); `onChange` gets the new one.
 */
export function PersonFilter({
  label,
  role,
  value,
  onChange,
}: {
  label: string;
  role: Role;
  value: PersonOption | null;
  onChange: (person: PersonOption | null) => void;
}) {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);

  const found = useQuery(AdminPlanPersonSearchDocument, { variables: { search: search || null, role }, skip: !open, fetchPolicy: 'cache-and-network' });
  const options: PersonOption[] = (found.data?.adminUsers.items ?? []).map((u) => ({
    id: u.id,
    label: u.fullName ?? [u.firstName, u.lastName].filter(Boolean).join(' '),
    email: u.email,
  }));

  return (
    <Autocomplete
      size="small"
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, person) => onChange(person)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      filterOptions={(all) => all}
      loading={found.loading}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(option) => option.label}
      renderOption={(props, option) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            {option.label}
            {option.email ? ` (${option.email})` : ''}
          </li>
        );
      }}
      noOptionsText={search ? 'Nobody found' : 'Type a name or email'}
      renderInput={(params) => <TextField {...params} label={label} placeholder="Name or email" />}
    />
  );
}
