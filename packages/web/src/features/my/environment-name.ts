import { ENVIRONMENTS, type Environment } from '@campus/contract';
import { useTranslation } from 'react-i18next';
import type { ServerAddress } from '../../api/server-address';

function isEnvironment(name: string): name is Environment {
  return (ENVIRONMENTS as readonly string[]).includes(name);
}

/** How a server-address option is named: its environment (SPEC §3), 'custom', or its own name. */
export function useEnvironmentName(): (option: Pick<ServerAddress, 'name' | 'type'> | undefined) => string {
  const { t } = useTranslation();
  return (option) => {
    if (!option || option.type === 'custom') return t('env.custom');
    return isEnvironment(option.name) ? t(`env.${option.name}`) : option.name;
  };
}
