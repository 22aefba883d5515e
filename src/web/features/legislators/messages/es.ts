import type { Translation } from "#web/lib/i18n/catalogue";
import type en from "./en";

export default {
  page: {
    meta: {
      title: "Legisladores",
      description:
        "Consulte a todos los miembros del Congreso: busque por nombre, filtre por estado y cámara, y vea el número de compromisos, la persuadibilidad y las fechas de las primarias.",
    },
    title: "Legisladores",
    intro:
      "Todos los miembros del Congreso, con cuántos votantes se comprometieron a apoyarlos y cuándo es su próxima primaria. Abra un perfil para ver el historial completo o comprométase a dar su apoyo desde la tarjeta.",
    unknownState:
      'Ningún estado, DC ni territorio tiene el código "{code}": se muestran miembros de todos los estados.',
    results: "Miembros del Congreso",
    showing:
      "Mostrando {from, number}–{to, number} de {total, plural, one {# legislador} other {# legisladores}}",
    noMatches: "Sin resultados",
    loading: "Cargando legisladores…",
    error: "Error al cargar los legisladores. Vuelva a intentarlo más tarde.",
    empty: "No se encontraron legisladores. Pruebe a cambiar la búsqueda o los filtros.",
    clearFilters: "Quitar todos los filtros",
    expectedDateNote:
      "* Estimada: el año de la próxima primaria ordinaria. El estado aún no ha anunciado la fecha; la actualizaremos en cuanto lo haga.",
  },
  filters: {
    label: "Filtrar legisladores",
    search: "Buscar por nombre",
    searchPlaceholder: "p. ej., Murkowski",
    searchButton: "Buscar",
    state: "Estado",
    allStates: "Todos los estados",
    clearState: "Quitar el filtro de estado",
    chamber: "Cámara del Congreso",
    types: { all: "Ambas cámaras", sen: "Senado", rep: "Cámara" },
  },
  pagination: {
    label: "Paginación",
    page: "Página {page}",
    previous: "Anterior",
    next: "Siguiente",
    previousPage: "Página anterior",
    nextPage: "Página siguiente",
  },
  contactActions: {
    contact: "Contactar",
    contactWhom: "a {name}",
    website: "Sitio web",
    websiteSearch: "buscar el sitio web oficial de {name}",
  },
} satisfies Translation<typeof en>;
