/**
 * What the login page tells a visitor besides the form. The issuer edits this file (text,
 * links, addresses) without touching any component. Example content for 'Tarjeta Ceibo',
 * a fictional issuer.
 */
export interface ExternalLink {
  label: string;
  href: string;
}

interface Branch {
  name: string;
  address: string;
  hours: string;
}

interface SocialLink extends ExternalLink {
  network: 'instagram' | 'facebook' | 'x' | 'youtube';
}

export interface MarketingContent {
  howToPay: { title: string; steps: string[] };
  promotions: { title: string; links: ExternalLink[] };
  branches: { title: string; list: Branch[] };
  legal: { title: string; links: ExternalLink[] };
  chat: ExternalLink & { description: string };
  social: { title: string; links: SocialLink[] };
  /** Who issues the card; its CUIT apart, kept on one line. */
  issuerNotice: { text: string; cuit: string };
}

export const marketingContent: MarketingContent = {
  howToPay: {
    title: 'Cómo pagar tu tarjeta',
    steps: [
      'Online, con tu tarjeta de débito: ingresá a Autogestión y tocá Pagar.',
      'Home banking y cajeros de la Red Link o Banelco: Pagos › Tarjetas de crédito › Tarjeta Ceibo.',
      'En Pago Fácil y Rapipago, con tu DNI.',
      'Por débito automático desde tu cuenta bancaria: pedilo en cualquier sucursal.',
      'En efectivo, en las cajas de nuestras sucursales.',
    ],
  },
  promotions: {
    title: 'Promociones',
    links: [
      {
        label: '6 cuotas sin interés en supermercados',
        href: 'https://www.tarjetaceibo.example/promociones/supermercados',
      },
      {
        label: '20% de descuento en farmacias los miércoles',
        href: 'https://www.tarjetaceibo.example/promociones/farmacias',
      },
      {
        label: '15% de reintegro en combustible',
        href: 'https://www.tarjetaceibo.example/promociones/combustible',
      },
      { label: 'Todas las promociones', href: 'https://www.tarjetaceibo.example/promociones' },
    ],
  },
  branches: {
    title: 'Sucursales',
    list: [
      {
        name: 'Casa central',
        address: 'Av. Corrientes 1234, C1043 Ciudad de Buenos Aires',
        hours: 'Lunes a viernes de 9 a 16 h',
      },
      {
        name: 'Rosario',
        address: 'Córdoba 1450, S2000 Rosario, Santa Fe',
        hours: 'Lunes a viernes de 8 a 14 h',
      },
      {
        name: 'Córdoba',
        address: 'Av. Colón 350, X5000 Córdoba',
        hours: 'Lunes a viernes de 8 a 14 h',
      },
      {
        name: 'Mendoza',
        address: 'Av. San Martín 1100, M5500 Mendoza',
        hours: 'Lunes a viernes de 8:30 a 13:30 h',
      },
    ],
  },
  legal: {
    title: 'Información legal',
    links: [
      {
        label: 'Defensa de las y los consumidores. Para reclamos ingresá aquí',
        href: 'https://www.argentina.gob.ar/produccion/defensadelconsumidor/formulario',
      },
      {
        label: 'Información al usuario financiero',
        href: 'https://www.bcra.gob.ar/BCRAyVos/Usuarios_Financieros.asp',
      },
      {
        label: 'Contrato de adhesión',
        href: 'https://www.tarjetaceibo.example/legales/contrato-de-adhesion',
      },
      {
        label: 'Botón de arrepentimiento',
        href: 'https://www.tarjetaceibo.example/arrepentimiento',
      },
    ],
  },
  chat: {
    label: 'Chateá con nosotros',
    href: 'https://chat.tarjetaceibo.example',
    description: 'Atención por chat de lunes a sábado de 8 a 20 h.',
  },
  social: {
    title: 'Seguinos',
    links: [
      {
        network: 'instagram',
        label: 'Instagram',
        href: 'https://www.instagram.com/tarjetaceibo.example',
      },
      {
        network: 'facebook',
        label: 'Facebook',
        href: 'https://www.facebook.com/tarjetaceibo.example',
      },
      { network: 'x', label: 'X', href: 'https://x.com/tarjetaceibo_example' },
      {
        network: 'youtube',
        label: 'YouTube',
        href: 'https://www.youtube.com/@tarjetaceibo.example',
      },
    ],
  },
  issuerNotice: {
    text: 'Tarjeta Ceibo es una marca de ejemplo de Ceibo Servicios Financieros S.A. (ficticia).',
    cuit: '30-00000000-0',
  },
};
