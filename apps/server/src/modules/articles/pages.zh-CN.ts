import type { PageTranslations } from './page-words.ts';

/** The information pages in Simplified Chinese, for site search (docs/translations/zh-CN.md, "Site search"). */
export const PAGE_WORDS_ZH_CN = {
  recycleNow: {
    title: '回收我的设备',
    text: '选择设备类型，立即获得以英镑计的价格，凭二维码交付您的手机、平板电脑、笔记本电脑、智能手表或游戏机。回收、出售还是以旧换新，由您决定。',
  },
  dataService: {
    title: '数据服务',
    text: '从旧设备中提取您的照片、视频、联系人和文档，或按 NIST SP 800-88 标准擦除设备数据，并获得擦除证书。',
  },
  dataRetrieval: {
    title: '数据提取',
    text: '我们从您的旧手机或笔记本电脑中复制数据，并为您安全托管三个月，托管期最长可延长至六个月。',
  },
  dataErasure: {
    title: '数据擦除',
    text: '每台回收的设备均可免费进行标准擦除；您也可以选择认证擦除，获得一份可核验的擦除证书。',
  },
  about: {
    title: '关于我们',
    text: '我们是谁，我们如何处理您的设备和数据，以及我们如何坦诚地盈利：推荐佣金和付费数据服务。',
  },
  recyclingGuide: {
    title: '回收指南',
    text: '回收、捐赠或出售设备之前，如何做好准备：备份数据、退出各类账号并关闭“查找”、恢复出厂设置、取出 SIM 卡和存储卡，以及电池安全、维修和捐赠。',
  },
  locations: {
    title: '查找回收点',
    text: '输入英国邮编（postcode）或地名，查找接收电器和电池的家庭垃圾回收中心（HWRC，由地方议会运营的回收站）、商店回收柜台和慈善商店。',
  },
  articles: {
    title: '资讯与文章',
    text: '关于电子垃圾、维修、回收周（Recycle Week）、您的回收带来的环境影响以及电池安全的文章。',
  },
} as const satisfies PageTranslations;
