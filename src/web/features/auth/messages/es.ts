import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  authPage: {
    meta: {
      title: "Iniciar sesión o registrarse",
      description: "Inicie sesión en su cuenta de Pledge Watch o cree una para seguir sus compromisos.",
    },
    checking: "Verificando su cuenta...",
    loginTitle: "Hola de nuevo",
    registerTitle: "Cree su cuenta",
    loginIntro: "Inicie sesión para ver sus compromisos, sus legisladores y las fechas de sus primarias.",
    registerIntro:
      "Regístrese para seguir sus compromisos. Le enviaremos un enlace por correo electrónico para confirmar su dirección.",
    tabs: "Iniciar sesión o registrarse",
    loginTab: "Iniciar sesión",
    registerTab: "Registrarse",
    createAccount: "Crear cuenta",
    creatingAccount: "Creando cuenta...",
  },
  loginForm: {
    email: "Correo electrónico",
    password: "Contraseña",
    forgotPassword: "¿Olvidó su contraseña?",
    signIn: "Iniciar sesión",
    signingIn: "Iniciando sesión...",
    noAccount: "¿No tiene una cuenta?",
    startPledge: "Empiece por hacer su compromiso",
  },
  benefits: {
    title: "¿Por qué unirse a Pledge Watch?",
    intro:
      "Una cuenta gratuita y apartidista para votantes que quieren que el Congreso respalde a la Corte Suprema.",
    represent: {
      title: "Sepa quién le representa",
      text: "Sus senadores y su representante, encontrados a partir de su código postal y guardados en su panel.",
    },
    pledges: {
      title: "Haga compromisos que cuenten",
      text: "Dígales a los legisladores que los votantes los apoyarán en su primaria si defienden la Constitución.",
    },
    primary: {
      title: "Conozca su primaria",
      text: "Las reglas de la primaria de su estado y el año de la próxima; la fecha exacta en cuanto el estado la anuncie.",
    },
    impact: {
      title: "Vea su impacto",
      text: "Siga el número de compromisos, comuníquese con sus legisladores con un clic y gane insignias de participación.",
    },
    privacy:
      "Nunca compartimos su información personal. Los legisladores solo ven cuántas personas se comprometieron.",
  },
} satisfies Translation<typeof en>;
