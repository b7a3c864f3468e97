import { Anchor, Badge, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { useLoadingWhile } from '../../../lib/use-loading-while';
import { usePartners } from '../api/get-partners';
import { consolePaths } from '../model/console-paths';
import { cityOf } from '../model/partner-form';
import classes from './console.module.css';

/** Every partner, retired ones too: each opens its editor. */
export function PartnersTable() {
  const { t } = useTranslation();
  const query = usePartners();
  useLoadingWhile(query.isFetching && !query.data);
  const rows = query.data ?? [];
  if (query.isError) return <Text>{t('admin.loadFailed')}</Text>;
  return (
    <div className={classes.tableBox}>
      <Table className={classes.table} striped highlightOnHover verticalSpacing="xs" data-testid="partners-table">
        <caption className={classes.visuallyHidden}>{t('admin.partners.caption')}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('admin.partners.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('admin.partner.kind')}</Table.Th>
            <Table.Th scope="col">{t('admin.partners.columns.place')}</Table.Th>
            <Table.Th scope="col">{t('admin.partner.demo')}</Table.Th>
            <Table.Th scope="col">{t('admin.partners.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('admin.partners.columns.key')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((partner) => (
            <Table.Tr key={partner.partnerId} data-testid="partner-row" data-partner-id={partner.partnerId}>
              <Table.Td className={classes.nameCell}>
                <Anchor component={Link} to={consolePaths.partner(partner.partnerId)} fw={600}>
                  {partner.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`admin.partnerKinds.${partner.kind}`)}</Table.Td>
              <Table.Td className={classes.nowrap}>
                {cityOf(partner.address)} · {partner.postcode}
              </Table.Td>
              <Table.Td>{partner.demo ? t('admin.partners.yes') : t('admin.partners.no')}</Table.Td>
              <Table.Td className={classes.nowrap}>
                <Badge
                  variant="filled"
                  tt="none"
                  color={partner.retiredAt ? 'gray.8' : 'brand.9'}
                  data-testid="partner-status"
                >
                  {t(partner.retiredAt ? 'admin.partners.retired' : 'admin.partners.active')}
                </Badge>
              </Table.Td>
              <Table.Td>{t(partner.hasKey ? 'admin.partners.hasKey' : 'admin.partners.noKey')}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {query.data && rows.length === 0 && (
        <Text p="md" c="dimmed">
          {t('admin.partners.empty')}
        </Text>
      )}
    </div>
  );
}
