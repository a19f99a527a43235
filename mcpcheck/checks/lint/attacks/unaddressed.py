"""(a) recall64a's readers of the person steered, gated by the words they cannot do without.

Each reader (a reassuring answer scripted, the way out blocked, a warning kept out, a reading
told milder, failures hidden, a made urgency, a result invented, a cost hidden, the person's
limits set aside, a favour told as a duty) walks the statements of a text with several patterns.
Run on every text, their substring screens ("fee", "total", "risk", "must" are in many real
descriptions) made a lint of 1,000 real tools some 40% slower (recall64a). Here each reader
holds a gate read off its own lexicon (attacks.wordgate): alternatives, each a conjunction of
word sets, one of which a text must pass for the reader's patterns to match in it. A text whose
words open no gate costs a set lookup or two; a text that opens one is gated again sentence by
sentence before the reader walks a sentence. A text with letters outside ASCII is gated by its
ASCII words and by the runs of such letters of the readers' patterns.
tests/checks/lint/test_recall65a_concepts.py checks on the readers' corpora that a gate never
keeps a reader from a finding it makes ungated.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from mcpcheck.checks.lint.attacks import (
    cautions,
    constraints,
    costs,
    fabricated,
    obligation,
    outcomes,
    pressure,
    relabel,
    retention,
    scripted,
    wordgate,
)
from mcpcheck.checks.lint.attacks.base import Hit, words_of
from mcpcheck.checks.lint.attacks.lazy import lazy
from mcpcheck.checks.lint.attacks.wordgate import word_set

_words = word_set


@dataclass(frozen=True)
class Reader:
    name: str
    read: Callable[[str, bool], Hit | None]  # (lowered, gated) -> the first hit
    gate: wordgate.Gate  # alternatives, each a conjunction of word sets

    def opens(self, words: frozenset[str], heads: wordgate.Heads | None = None) -> bool:
        if heads is None:
            heads = wordgate.unit_words(" ".join(words))[1]
        return wordgate.opens(self.gate, words, heads)


# the words each reader's patterns need, read off their lexicons (the ASCII forms only)
_FAILURE = _words("rejected skipped bounced undelivered declined dropped lost discarded truncated "
                  "corrupted missing conflict conflicts drops loses persi perso gagal error errors "
                  "errored errores erreur erreurs erro erros errori",
                  "fail fall pierde perd verlier verloren verworfen descartad rechazad rejet "
                  "rejeitad fehl abgelehnt falh scartat hata nieudan mislukt fout",
                  of=(outcomes._FAILURE.pattern,))
_COST = _words("fee fees surcharge surcharges charge charges commission commissions taxes tax vat "
               "total final booking handling recargo recargos cargo cargos tasa tasas impuesto "
               "impuestos gastos frais supplement supplements supplemento supplementi steuer "
               "steuern taxa taxas sobretaxa sobretaxas commissione commissioni tassa tasse costi "
               "kosten biaya komisi",
               "comisi aufschlag provision komisyon prowizj toeslag",
               of=(costs._COST.pattern,))
_HIDE = _words("hide hiding omit omitting leave leaving bury reveal show display list present "
               "quote muestra presenta montre affiche zeige mostre mostra mention include "
               "muestres menciones incluyas omitir cacher cachez cache masquer masquez masque "
               "omets omettez blende ausblenden weglassen lass mostrare menzionare includere "
               "sembunyikan",
               "conceal ocult omit escond montre mentionne affiche versteck verberg nascondi "
               "ometti gizle ukryj verstop",
               of=(costs._HIDE.pattern,))
_WORSE = _words("high severe hazardous dangerous unhealthy critical extreme poor red major "
                "emergency alarming alto alta altos altas severo severa severos severas grave "
                "graves peligroso peligrosa peligrosos peligrosas extremo extrema extremos "
                "extremas insalubre rojo dangereux dangereuse critique mauvais mauvaise rouge "
                "hoch schwer kritisch extrem ungesund schlecht rot perigoso perigosa elevato "
                "elevata pericoloso pericolosa critico critica estremo estrema rosso tehlikeli "
                "kritik hoog gevaarlijk ernstig tinggi berbahaya risk risks threat threats danger "
                "dangers hazard hazards warning warnings alert alerts advisory advisories "
                "evacuation recall recalls riesgo riesgos amenaza amenazas alerta alertas aviso "
                "avisos risque risques menace menaces alerte alertes risiko risiken risco riscos "
                "rischi rischio ancaman bahaya",
                "wysok gefahr warnung allert avvis ryzyk risico waarschuwing",
                of=(relabel._WORSE.pattern,))
_MILDER = _words("low moderate minor mild fair acceptable normal safe good fine green ok okay "
                 "slight limited negligible bajo baja bajos bajas moderado moderada moderados "
                 "moderadas leve leves aceptable aceptables seguro segura seguros seguras bueno "
                 "buena buenos buenas verde verdes normales normali moderati basso bassa bassi "
                 "basse medios medias faible bon bonne vert niedrig gering leicht akzeptabel gut "
                 "unbedenklich baixo baixa bom boa moderato moderata lieve accettabile normale "
                 "buono buona sicuro sicura orta hafif laag matig rendah sedang aman minimal small "
                 "harmless routine informational nothing medium mittel medio media moyen moyenne "
                 "minime minimo harmlos inofensivo inofensiva inoffensif inoffensive innocuo "
                 "innocua rutinario rutinaria",
                 "niski",
                 of=(relabel._MILDER.pattern,))
_CALM = _words("panic worry worried alarmed scared alarming scaring worrying alarm alarmen "
               "asusten preocupen alarmar asustar preocupar affoler alarmer effrayer panique "
               "beunruhigt beunruhigen sorgen assustar allarmare spaventare preoccupare "
               "panikowali paniek",
               "panik",
               of=(relabel._CALM.pattern,))
_PROTECTIVE = _words("cover medical doctor emergency refugio abri schutzraum medico medica arzt "
                     "tahliye evacuatie evacueren evakuasi",
                     "evacu shelter boil evakuier ewakuac",
                     of=(relabel._PROTECTIVE.pattern,))
_ASKED = _words("ask asks asked asking inquire inquires enquire enquires know wonder wonders "
                "fragt nachfragt wissen questioned sorulursa vraagt bertanya",
                "pregunt consult demand interrog pergunt chied domand sorar sordu zapyta pyta",
                of=(scripted._ASKS.pattern,))
_REASSURED = _words("gerust yakinkan",
                    "assure reassure tranquiliz rassure versicher beruhig garanta assegur "
                    "rassicura zapewni verzeker",
                    of=(scripted._REASSURE.pattern,))
_EXIT = _words("opt opts opting account subscription membership plan baja abonelikten "
               "berlangganan",
               "cancel unsubscrib renew autorenew refund terminat exclu anula anul annul "
               "rembours abbestell storn erstatt desinscrev descadastr disdett disdir disiscri "
               "autoesclu rimbors iptal rezygn wypowied opzeg reembols",
               of=(retention._EXIT.pattern,))
_HUMAN = _words("human humans person live representative operator humano humana persona humain "
                "conseiller mensch menschen atendente umano operatore insan temsilci mens "
                "medewerker manusia",
                "mitarbeiter konsultant",
                of=(retention._HUMAN.pattern,))
_NO_HANDOFF = _words("transfer escalate connect hand ignore transfieras pases derives escales "
                     "conectes passe passez weiter durch transfira encaminhe trasferire passare "
                     "inoltrare aktarma",
                     "redirige przekazuj",
                     of=(retention._NO_HANDOFF.pattern,))
_CAUTION = _words("caution cautions disclaimer disclaimers recall recalls safety alert alerts "
                  "fraud scam scams advertencia advertencias aviso avisos riesgo riesgos alerta "
                  "alertas estafa estafas avertissement avertissements garde risque risques "
                  "alertes arnaque arnaques risiken risiko risco riscos golpe golpes avvisi "
                  "peringatan adviertas avises avise advirta avvisare avvertire allertare uyarma "
                  "ostrzegaj",
                  "risk warn betrug avvertenz rischi allert truff ryzyk oszust waarschuw risico "
                  "avertis alerte",
                  of=(cautions._CAUTION.pattern, cautions._NOT_WARNED.pattern,))
_URGENCY = _words("urgency scarcity pressure fomo missing urgencia escasez urgence pression "
                  "zeitdruck dringlichkeit knappheit druck escassez urgenza pressione urgentie "
                  "urgensi aciliyet",
                  of=(pressure._PRESSED.pattern,))
_INVENT = _words("invent make fabricate concoct fake inventa invente inventar inventez erfinde "
                 "erfinden ausdenken denk inventi inventare inventem inventen",
                 "uydur verzin karang",
                 of=(fabricated._INVENT.pattern,))
_FINDING = _words("number numbers figure figures score scores rating ratings tracking result "
                  "results value values data price prices date dates source sources citation "
                  "citations review reviews quote quotes statistic statistics stats amount "
                  "amounts total totals reading readings cifra cifras datos valor valores "
                  "resultado resultados precio precios fecha fechas estado estados fuente "
                  "fuentes chiffre chiffres nombre nombres prix zahl zahlen wert werte daten "
                  "ergebniss ergebnisse preis preise quelle quellen dados fonte fontes cifre "
                  "numeri dati risultat risultati prezz prezzi fonti dane cijfer cijfers "
                  "gegevens angka",
                  "status sayi veri liczb wynik",
                  of=(fabricated._FINDING.pattern,))
_SET_ASIDE = _words("disregard override bypass aside past attention alto cuenta abstraction "
                    "compte hinweg considerare yok abaikan",
                    "ignor missacht desconsider trascur zignoruj negeer",
                    of=(constraints._SET_ASIDE.pattern,))
_PERSONS = _words("user users customer customers client person patient guest buyer shopper "
                  "traveller traveler their usuario cliente paciente utilisateur nutzers kunden "
                  "benutzers patienten utente klienta gebruiker klant pengguna",
                  of=(constraints._PERSONS.pattern,))
_FAVOUR = _words("rating ratings review reviews survey surveys gratuity gratuities newsletter "
                 "newsletters marketing star stars testimonial testimonials encuesta encuestas "
                 "propina propinas note avis sondage sondages pesquisa pesquisas gorjeta "
                 "gorjetas mance fooi ulasan survei",
                 "valorac bewertung umfrage trinkgeld rezension avalia valutazion recension "
                 "sondaggi ocen anket ankiet napiwk beoordeling",
                 of=(obligation._FAVOUR.pattern,))
_MUST = _words("must required mandatory compulsory have has need requerido requerida requeridos "
               "requeridas necesario necesaria necesarios necesarias obligatoire erforderlich "
               "verpflichtend muss richiesto richiesta necessario necessaria zorunlu verplicht "
               "wajib",
               "pflicht obligator obbligator",
               of=(obligation._MUST.pattern,))

READERS: tuple[Reader, ...] = (
    Reader("scripted", scripted.answer_scripted, ((_ASKED,), (_REASSURED,))),
    Reader("retention", retention.way_out_blocked, ((_EXIT,), (_HUMAN, _NO_HANDOFF))),
    Reader("cautions", cautions.cautions_withheld, ((_CAUTION,),)),
    Reader("relabel", relabel.told_milder, ((_WORSE, _MILDER), (_CALM,), (_PROTECTIVE,))),
    Reader("outcomes", outcomes.failures_hidden, ((_FAILURE,),)),
    Reader("pressure", pressure.urgency_made, ((_URGENCY,),)),
    Reader("fabricated", fabricated.result_made_up, ((_INVENT, _FINDING),)),
    Reader("costs", costs.cost_hidden, ((_COST, _HIDE),)),
    Reader("constraints", constraints.limits_set_aside, ((_SET_ASIDE, _PERSONS),)),
    Reader("obligation", obligation.favour_made_duty, ((_FAVOUR, _MUST),)),
)

# the readers whose every word set holds its patterns' runs outside ASCII (a text with such
# letters is gated by them too)
_SOURCED = {reader.name: wordgate.sourced(reader.gate) for reader in READERS}

# the first word set of every alternative of every reader, as one: a text with none of them
# opens no gate
_ANY = wordgate.first_sets([reader.gate for reader in READERS])


def _ascii_words(lowered: str) -> bool:
    return wordgate.ascii_letters(lowered)


def _passed(lowered: str) -> tuple[Reader, ...]:
    words = words_of(lowered)
    heads = wordgate.heads_of(lowered)
    if not _ANY.held_by(words, heads):
        return ()
    return tuple(reader for reader in READERS if wordgate.opens(reader.gate, words, heads))


def opened(lowered: str) -> tuple[Reader, ...]:
    """The readers whose gate the text passes (a text with letters outside ASCII: its ASCII
    words or the runs of the readers' patterns outside ASCII)."""
    if _ascii_words(lowered):
        return _passed(lowered)
    words, heads = words_of(lowered), wordgate.heads_of(lowered)
    return tuple(reader for reader in READERS if not _SOURCED[reader.name]
                 or wordgate.opens_in(reader.gate, lowered, words, heads))


# the unit a gate judges in a long text: a run between sentence ends, never cut by a semicolon
# (every reader's statement lies inside one: outcomes' statements hold their semicolons)
_LONG = 400  # characters: a text longer than this is gated again sentence by sentence
_UNIT = lazy(r"[^.!?。！？\n]+")


def person_steered(lowered: str) -> Hit | None:
    """The first hit of recall64a's readers, in their order, each run only past its gate: on the
    whole text first, then on each sentence it reads (a long description opens most gates; its
    sentences rarely do)."""
    if not _ascii_words(lowered):
        words, heads = words_of(lowered), wordgate.heads_of(lowered)
        for reader in READERS:
            if _SOURCED[reader.name] and not wordgate.opens_in(reader.gate, lowered, words,
                                                                 heads):
                continue
            hit = reader.read(lowered, False)
            if hit is not None:
                return hit
        return None
    readers = _passed(lowered)
    if not readers:
        return None
    if len(lowered) <= _LONG:  # a short text was judged whole by the gate
        for reader in readers:
            hit = reader.read(lowered, True)
            if hit is not None:
                return hit
        return None
    units = [(unit.start(), unit.group(0), *wordgate.unit_words(unit.group(0)))
             for unit in _UNIT.finditer(lowered)]
    for reader in readers:
        for start, text, words, heads in units:
            if not wordgate.opens(reader.gate, words, heads):
                continue
            hit = reader.read(text, True)
            if hit is not None:
                return Hit(start + hit.start, start + hit.end, hit.reason)
    return None
