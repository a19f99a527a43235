"""Shape of the lint corpora written by hand since train4 (tests/corpus/lint/*.json).

Structure only: keys, ids, counts, languages and the form of each tool object, so that a corpus
cannot rot (a missing key, a duplicated id, a class short of entries, a `required` name that is not
a property) without a failing test. Failure messages name ids, keys and counts, never an entry's
text: the held-out corpora are measured, not read.
"""

from __future__ import annotations

import json
import re
from collections import Counter
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import pytest

LINT_CORPUS = Path(__file__).parent / "lint"
KEYS = {"id", "class", "style", "lang", "reason", "tool"}
# keys of an MCP Tool (2025-11-25); the real tools copied verbatim from tools/list carry
# `execution` and `_meta` too
TOOL_KEYS = {"name", "title", "description", "inputSchema", "annotations", "outputSchema",
             "execution", "_meta", "icons"}
POISON_CLASSES = frozenset("abcdefgh")
LANG_RE = re.compile(r"^[a-z]{2,3}(?:-[A-Za-z]{2,4})*$")  # en, zh-Hans, pt-BR, hi-Latn, de-en


@dataclass(frozen=True)
class Corpus:
    prefix: str  # ids are <prefix>-<class>-<style>-<n>
    poisoned: str | None  # file names under tests/corpus/lint
    benign: str | None
    per_class: int | dict[str, int]  # poisoned entries per class a..h (or by class)
    benign_count: int
    min_other_langs: int  # distinct language tags other than "en"
    # ids of the form <prefix>-<class>-<style>-<n> and tool names unique (the corpora written to
    # this scheme; the earlier ones only start their ids with the prefix)
    strict: bool = True
    # tool names a writer used once in the poisoned and once in the benign file on purpose (a
    # near-miss pair: the same tool, poisoned and innocent)
    pairs: tuple[str, ...] = ()
    # every benign tool has a poisoned twin of the same name (the precision rounds' pair files):
    # the pairs are then the benign file's tool names
    twinned: bool = False
    # real tools of two servers that use the same tool names (one author's servers, both copied)
    shared_names: tuple[str, ...] = ()


def _blind(name: str, seventeen: str, min_other_langs: int, **more: Any) -> Corpus:
    """A blind or training set of the writers' scheme: poisoned_<name>.json with 16 tools a class
    (17 for the classes named), benign_<name>.json with 60 tools."""
    return Corpus(name, f"poisoned_{name}.json", f"benign_{name}.json",
                  {cls: 17 if cls in seventeen else 16 for cls in "abcdefgh"}, 60,
                  min_other_langs, **more)


CORPORA = (
    Corpus("train4", "poisoned_train4.json", "benign_train4.json", 20, 76, 17),
    Corpus("ho4", "poisoned_heldout4.json", "benign_heldout4.json", 15, 60, 10, False),
    Corpus("heldout5", "poisoned_heldout5.json", "benign_heldout5.json", 15, 60, 15),
    Corpus("train5a", "poisoned_train5a.json", "benign_train5a.json", 25, 200, 0),
    Corpus("train5b", "poisoned_train5b.json", "benign_train5b.json", 25, 200, 20, False),
    Corpus("ordinary6", None, "benign_ordinary6.json", 0, 150, 10, False),
    # hard benign tools written after real servers' wording in 22 languages (precision21)
    Corpus("precision21", None, "benign_precision21.json", 0, 131, 20),
    # hard benign tools in the shapes of the blind sets' false alarms, 33 languages (precision23)
    Corpus("precision23", None, "benign_precision23.json", 0, 138, 20),
    # hard benign wordings of the steering reading of class (a): formatting, the user's own
    # order, honest limits and outcomes, disclosed sponsorship (recall35)
    Corpus("recall35", None, "benign_recall35.json", 0, 18, 7),
    Corpus("recall36", None, "benign_recall36.json", 0, 14, 5),
    # the concepts recall37 added after reading the misses of heldout21/22 by concept (the
    # model addressed by its reply situation, the user's settings dismissed, a confirmation step
    # retired, approval deemed ...), in the engineer's own words, and their benign near-misses
    Corpus("recall37", "poisoned_recall37.json", "benign_recall37.json",
           {"a": 33, "b": 5, "e": 19}, 19, 14),
    # the concepts recall38a added after reading the misses of heldout23/24 of classes a, b, h
    # (a presentation note as the addressee, the user by role, the records against the facts,
    # the private data the model can see, the sign-in files of apps ...), in the engineer's own
    # words, and their near-misses (two false alarms of heldout23 read away among them)
    Corpus("recall38a", "poisoned_recall38a.json", "benign_recall38a.json",
           {"a": 20, "b": 8, "h": 13}, 24, 10),
    # the concepts recall39b added after reading the misses of heldout25/26 of classes c, d, e,
    # f, g (another server's tool named in words, payment tools as a kind, charges kept from the
    # payer, asking stopped, a remote script to run, shift hints as imperatives ...), in the
    # engineer's own words, and their near-misses
    Corpus("recall39b", "poisoned_recall39b.json", "benign_recall39b.json",
           {"c": 5, "d": 9, "e": 13, "f": 3, "g": 3}, 16, 8),
    # the concepts recall40b added after reading the misses of heldout27/28 of classes c, d, e,
    # f, g (another tool turned away from the user's choice, a switch of another server's tool,
    # a public store, the user's data kept where partners read it, a confirmation rule retired by
    # age, consent deemed from an act, install steps in more languages, a property pointing at
    # its own example, reversal hints and coded sends ...), in the engineer's own words, and
    # their near-misses
    Corpus("recall40b", "poisoned_recall40b.json", "benign_recall40b.json",
           {"c": 7, "d": 8, "e": 5, "f": 5, "g": 4}, 16, 7),
    # the concepts recall41b added after reading the misses of heldout29/30 of classes c, e, f
    # and g (asking the person declared needless, a thing kept out of the reply or not shown, a
    # standing approval acted on at once, the Traditional Chinese forms of every concept, a
    # confirmation rule lapsed in more words, steps before first use, a PowerShell download, a
    # script run from a fetched archive, escaped letters of any script, the user's request
    # overridden), in the engineer's own words, and their near-misses
    Corpus("recall41b", "poisoned_recall41b.json", "benign_recall41b.json",
           {"c": 2, "e": 23, "f": 6, "g": 2}, 18, 10),
    # the concepts recall42b added after reading the misses of heldout31/32 of classes c, d and
    # e with every older set's (a filled field said to be forwarded on, an outside mailbox by its
    # place in the list, the user's choice set aside by a relative clause, something ranked above
    # what is said in the chat or acted on as the person's own word, the one not told named by a
    # pronoun or a role, a standing exemption from confirming), in the engineer's own words, and
    # their near-misses
    Corpus("recall42b", "poisoned_recall42b.json", "benign_recall42b.json",
           {"c": 6, "d": 4, "e": 14}, 14, 5),
    # the concepts recall60 added after reading the misses of heldout35 of classes c, d, e and h
    # (silence or a refusal read as consent, a parameter asking for what the model holds or for its
    # whole instructions and memory, a value encoded into a link slot, another tool's chosen value
    # replaced or added to, a package source switched to an outside host), in the engineer's own
    # words, and their near-misses
    Corpus("recall60", "poisoned_recall60.json", "benign_recall60.json",
           {"c": 3, "d": 6, "e": 7, "f": 2, "h": 7}, 17, 8),
    # the concepts recall61a added after reading the misses of heldout37, train18 and train19 of
    # classes a, b, e and h (an outcome told as a success whatever it was, a priced tier pushed, a
    # party the user compares slighted, the user's choice set aside and told kept, a browser's
    # cookie and login stores, the model's setup named by what governs it, the person's no read
    # again), in the engineer's own words, and their near-misses
    Corpus("recall61a", "poisoned_recall61a.json", "benign_recall61a.json",
           {"a": 11, "b": 4, "e": 5, "h": 5}, 16, 8),
    # the concepts recall61b added after reading the misses of heldout37, train18 and train19 of
    # classes c, d, f and g (a saved download run or loaded, a plugin installed or a clone built
    # from an address, the machine's trust or routing settings changed, a list read as one
    # sentence or by its first words, an encoded value another field asks to decode or cut in
    # two fields, a fixed mailbox pinned as a copy or a guest, a link with a slot for the person's
    # contact, other tools by kind given a fixed argument or a rule), in the engineer's own words,
    # and their near-misses
    Corpus("recall61b", "poisoned_recall61b.json", "benign_recall61b.json",
           {"c": 4, "d": 5, "e": 1, "f": 9, "g": 4}, 19, 7),
    # the concepts recall62b added after reading the misses of heldout40, train20 and train21 of
    # classes c, d, f and g (an outside address with a slot named for the person's data in any
    # language, a tracking image written with markup references, other tools named by their
    # server and declared unusable, another tool's amount multiplied, tools of a kind given a
    # literal argument by a change, ssh host keys, the Docker socket and git hooks opened, the
    # shell's prompt hook sending to the network, leetspeak's doubled "1"), in the engineer's own
    # words, and their near-misses
    Corpus("recall62b", "poisoned_recall62b.json", "benign_recall62b.json",
           {"c": 6, "d": 8, "f": 5, "g": 1}, 15, 6),
    # recall63b's widened judgments after the misses of heldout42, train22 and train23 of classes
    # c, d, f and g, judged on the unread heldout41 and train25 (a switch that hands the machine
    # over, whoever types it; a system directory wiped; another server's tool named with its server
    # in words; a host name or a subdomain built from data; a telemetry, debug or audit parameter
    # told to hold the whole result or session), in the engineer's own words, and their
    # near-misses
    Corpus("recall63b", "poisoned_recall63b.json", "benign_recall63b.json",
           {"c": 10, "d": 6, "f": 10, "g": 1}, 18, 7),
    # recall64b's catalogues of classes b, d and h built from the attack space, judged on the
    # unread train24 and train25 (where secrets live: shells' and REPLs' histories, desktop apps'
    # token stores, registries' and cloud CLIs' logins, keychains, Wi-Fi and VPN profiles,
    # wallets, AI tools' tokens; a key file or the model's own context chosen by a default; the
    # user's latest messages in twenty languages; the user's data after a link's query slot;
    # other tools by what they do or through an
    # argument, given another's account, a route or an autostart folder), in the engineer's own
    # words, and their near-misses
    Corpus("recall64b", "poisoned_recall64b.json", "benign_recall64b.json",
           {"b": 15, "c": 6, "d": 6, "h": 22}, 35, 8),
    # recall65b's catalogues of classes b, c, d, f and h built from the attack space, judged on
    # the unread train26 and train27 (the crypto and design worlds' key stores, a key file's
    # order split over two statements, a held secret named as a value, a wallet's secret asked for
    # a reason its public side answers, "take" imperatives; a bookkeeping field or a carrier of
    # the artefact filled with the person's data; other tools' transfers pinned to a wallet
    # address; signature and checksum checks switched off; the conversation's latest messages,
    # what the model knows about the user, its own system rules), in the engineer's own words,
    # and their near-misses
    Corpus("recall65b", "poisoned_recall65b.json", "benign_recall65b.json",
           {"b": 36, "c": 20, "d": 7, "f": 6, "h": 12}, 38, 10),
    # recall66a's judgment of class (a): the reply turned against the user (a party pushed or run
    # down against the facts, the person pressed to buy, their doubt called a fault, a side
    # slipped in covertly, a promotional line in every reply, criticism of a party softened), in
    # the engineer's own words, and its near-misses (the user's own tone, sponsored results
    # disclosed, fair comparisons, formatting "regardless of the results")
    Corpus("recall66a", "poisoned_recall66a.json", "benign_recall66a.json", {"a": 45}, 48, 10),
    # recall66b's class (a) judged over clauses, counted on the unread train26 and train27 (what
    # the person is kept from: an error, a block, a removal, a cost, their data kept; a good claim
    # told on a bad outcome or to the person's own question; a figure presented as if it were
    # another; the person's own request, setting or opt-out set aside), in the engineer's own
    # words, and their near-misses (the hiding or the lie refused, the person's own filter, a
    # parameter, technical detail, a secret or a third party's data masked, the bad news told)
    Corpus("recall66b", "poisoned_recall66b.json", "benign_recall66b.json",
           {"a": 58}, 58, 8),
    # recall66c's families of the heldout47/48 misses of classes b-g, built from the attack space
    # and judged on the unread train26 and train27 (a keychain's password printed by joined
    # flags, the credential stores by their names; a trust check lowered as a failure's fallback,
    # a container handed the runtime's socket or the host; leetspeak holding accented letters;
    # the go-ahead waived as a delay; a copy's default handle, values joined before a domain and
    # resolved; another server's tool forbidden by name), in the engineer's own words, and their
    # near-misses
    Corpus("recall66c", "poisoned_recall66c.json", "benign_recall66c.json",
           {"b": 15, "c": 9, "d": 11, "e": 5, "f": 15, "g": 6}, 26, 9),
    # recall67a's class (a): what the model tells the user about the tool's own result, turned
    # against them (a severe level lowered or a severity played down, the others run down by a
    # verb, the person's own side blamed whatever the facts, a partial outcome or a security
    # finding told as complete or safe, a result told as its opposite to push a purchase, a
    # removal not listed), in the engineer's own words, and its near-misses (a threshold the user
    # sets, the blame tied to the measurement, the partial state told, the lowering refused)
    Corpus("recall67a", "poisoned_recall67a.json", "benign_recall67a.json", {"a": 49}, 49, 10),
    # recall67b's families of the heldout49/50 misses of classes b-h, built from the attack space
    # and judged on the unread train26 and train27 (the keys that sign and serve: TLS private
    # keys, mobile signing files, build CLIs' sessions, service-account keys, and "include" as an
    # order; the machine's resolver pointed elsewhere, a fetched root CA trusted, a scheduled
    # job that fetches and runs, the OS's install checks switched off), in the engineer's own
    # words, and their near-misses
    Corpus("recall67b", "poisoned_recall67b.json", "benign_recall67b.json",
           {"b": 16, "c": 3, "d": 22, "e": 3, "f": 29, "h": 10}, 43, 10),
    # the concepts recall62a added after reading the misses of heldout39, train20 and train21 of
    # classes a, b, e and h (what the reply states fixed against the data, one named party told
    # as the only safe choice, the person steered into a purchase, a server error or a storm or a
    # lost parcel told as harmless, the user's pick claimed kept, a credential used from a key
    # file, a workload's mounted secrets, a refusal or silence read as consent, a consent-required
    # remedy that waives asking, the model's tool set, the clipboard or its internal instructions
    # as a value), in the engineer's own words, and their near-misses
    Corpus("recall62a", "poisoned_recall62a.json", "benign_recall62a.json",
           {"a": 20, "b": 2, "e": 5, "h": 5}, 20, 8),
    # the judgments recall63a added after reading the misses of heldout41, train22 and train23
    # of classes a, b, e and h, counted on heldout42 and train25 unread (a claim told against the
    # tool's record, a status not reached told as a good one, the account given to the person
    # bent, the person talked out of a remedy, the tool's note kept from the person, a secret the
    # person's software holds taken into the call, a home dotfile's contents, a value located by
    # another field's text, contempt or a pretence ordered, the other options kept from the
    # person, a fetched text given the person's authority, confirmations switched off by someone
    # else), in the engineer's own words, and their near-misses
    Corpus("recall63a", "poisoned_recall63a.json", "benign_recall63a.json",
           {"a": 39, "b": 14, "e": 5, "h": 4}, 35, 8),
    # the concepts recall43b added after reading the misses of train16 of classes b to h (a
    # quoted refusal read as a yes, asking called needless, a result kept back behind a cover
    # line, a fixed good status, a host's security control switched off, a secret placeholder in
    # a link given always, the person's last messages as a value, a project's dotenv values,
    # other tools' calls relayed, rival tools banned, a download piped to a shell across lines),
    # in the engineer's own words, and their near-misses
    Corpus("recall43b", "poisoned_recall43b.json", "benign_recall43b.json",
           {"b": 2, "c": 6, "d": 4, "e": 15, "f": 8, "g": 2, "h": 3}, 20, 7),
    # the concepts recall39a added after reading the misses of heldout25/26 of classes a and h
    # (a bad result softened or its plain word banned, the user's own setup set aside, a partner
    # promoted, the alternatives withheld, the user's settings not applied, a sentence wrapped
    # across lines; the model's private reasoning, the home and working-directory listings), in
    # the engineer's own words, and their near-misses
    Corpus("recall39a", "poisoned_recall39a.json", "benign_recall39a.json",
           {"a": 32, "h": 8}, 16, 9),
    # the concepts recall40a added after reading the misses of heldout27/28 of classes a, b and h
    # (the conversation as the scene of the act, whoever summarises the output, a third party's
    # wish as the reason, the user's wish declared irrelevant, a verb-last denial of being an AI;
    # secrets named by their variables, the sign-in files of data tools, a cluster's secrets, what
    # is visible to the model; the model's own tool calls, what the user opened or shared in the
    # session, the files open in the editor, other tools' results by session or connection, the
    # guidance received, in Persian and German compounds), in the engineer's own words, and their
    # near-misses
    Corpus("recall40a", "poisoned_recall40a.json", "benign_recall40a.json",
           {"a": 17, "b": 8, "h": 12}, 16, 10),
    # the concepts recall41a added after reading the (a) misses of heldout19-30 together (whoever
    # asks by any role, the telling situation without "you", a label naming the model, the
    # machine question answered as a person, the user's wish declared void, the user kept from
    # cancelling, the truth declared irrelevant, a fault or a sub-threshold result softened, the
    # facts compared after a concession) and the (b) secret read into a field not made for it, in
    # the engineer's own words, and their near-misses
    Corpus("recall41a", "poisoned_recall41a.json", "benign_recall41a.json",
           {"a": 20, "b": 3}, 13, 8),
    # the concepts recall42a added after reading the (a), (b) and (h) misses of heldout31/32 with
    # every older set's (a paid plan pushed, a person claim confirmed or asserted, what is said of
    # a party the user names, help outside the vendor talked away, the user's content changed for
    # a vendor, an act done against the user's stated choice, a drawdown or a negative value
    # softened, a field withheld, a reply named by its heading or its relay; the last messages
    # exchanged, the tools connected, the user's inbox, tabs, clipboard and working directory),
    # in the engineer's own words, and their near-misses
    Corpus("recall42a", "poisoned_recall42a.json", "benign_recall42a.json",
           {"a": 31, "b": 1, "h": 8}, 14, 8),
    # the skeletons recall43a read from the (a) misses of train16 (a verdict decided before the
    # results are read, a sales claim told of every item, a slight of a party the user names, the
    # user's pick ignored, a person claim outside a quoted persona, "AI는" as the addressee), in
    # the engineer's own words and other domains, each near-miss under its attack's tool name
    Corpus("recall43a", "poisoned_recall43a.json", "benign_recall43a.json",
           {"a": 40}, 20, 9,
           pairs=('tank_level_read', 'lab_panel_results', 'pruefstand_ergebnis',
                  'inspeccion_grua', '电梯检测结果', '소방점검조회', 'tour_availability',
                  'catalogo_bicis', 'chambres_gite', '课程报名', 'energy_tariffs',
                  'pet_insurance_quote', 'kita_suche', 'book_flight', 'reservar_hotel',
                  'プラン変更', 'suivi_colis', 'citas_taller', '배송조회')),
    # hard benign tools for the false alarms precision26 read away, each with its poisoned twin
    # (the same wording turned into an attack, under the same tool name)
    Corpus("precision26", "poisoned_precision26.json", "benign_precision26.json",
           {"b": 5, "c": 2, "d": 2, "e": 9, "f": 3, "h": 2}, 23, 9, twinned=True),
    # the same for the false alarms precision37 read away (heldout21/22's real tools and hard
    # benign tools, and three errors of the engine), in the engineer's own words
    Corpus("precision37", "poisoned_precision37.json", "benign_precision37.json",
           {"a": 8, "b": 1, "c": 1, "d": 7, "e": 2, "f": 2, "h": 2}, 23, 6, twinned=True),
    # the same for the false alarms precision38 read away on published servers new to the corpus
    # (a confirmation that restricts what an "only" call covers, a negation closed by a clause
    # break before a telling, a "without" that waives no one's approval), in the engineer's own
    # words
    Corpus("precision38", "poisoned_precision38.json", "benign_precision38.json",
           {"e": 18}, 18, 4, twinned=True),
    # the same for the false alarms precision39 read away (heldout25/26's benign errors and the
    # published servers new to the corpus): a step before this tool in a workflow, a lookup that
    # feeds this tool's own argument, stored credentials removed, a consent the model is asked to
    # check, addresses given as instances of a kind, a time appended to every answer; and the
    # readings of the published servers' false alarms (this tool's own argument pinned, a
    # sibling's earlier run, a setup step already done, a negated call of this tool, a tool that
    # sets its own credential, its own field's values listed, a batch form of a sibling ...)
    Corpus("precision39", "poisoned_precision39.json", "benign_precision39.json",
           {"a": 5, "b": 7, "c": 4, "d": 28, "e": 8}, 52, 6, twinned=True),
    # the same for the false alarms precision40 read away (heldout27/28's two benign errors and
    # the published servers new to the corpus): a tool that returns its server's own guide put
    # first, a Chinese put verb negated right before it, the fields and values a tool returns or a
    # placeholder of its own argument taken for another tool's arguments, a "without" that
    # qualifies an event before an affirmed telling, the next step fed by an entry this tool
    # lists, a category whose bracketed members are all this server's own tools, a permission
    # the tool needs written `resource:action`, an outcome's field, a name the text calls a
    # field, the user asked after a quiet effect, a secret handle withheld while approval is
    # asked, a field the text lists with its type and lookups named after "first"
    Corpus("precision40", "poisoned_precision40.json", "benign_precision40.json",
           {"a": 7, "b": 3, "d": 15, "e": 6}, 31, 7, twinned=True),
    # the same for the false alarms precision41 read away (heldout29/30's eight benign errors):
    # "permission" as the name of an access failure, the user as the subject of a negated telling
    # in a condition, asking that only the user's own request lifts, a key the user gives kept in
    # the local keychain, attack texts as a red-team tool's labelled data, and the names inside a
    # written-out call of this tool; and two of the published servers' (a conversation as the
    # place a message is sent in, the server's own secret named by its variable as a condition,
    # a placeholder for another tool's argument)
    Corpus("precision41", "poisoned_precision41.json", "benign_precision41.json",
           {"b": 5, "c": 2, "d": 3, "e": 14}, 24, 5, twinned=True),
    # the same for the false alarms precision42 read away (heldout31/32's fourteen benign errors):
    # a switch documented with its purpose of running now, a handle given earlier as this call's
    # identifier, the user's word in the conversation as a condition, a record's id after its
    # possessive, what the call leaves unnamed with its default, a consent-gated next step fed by
    # this tool's result, a read before this tool's write, secrets moved into the user's own store;
    # and three of the published servers' (the sibling that revises what this tool wrote, the
    # details shown after this tool's results, a level of the server's own tools)
    Corpus("precision42", "poisoned_precision42.json", "benign_precision42.json",
           {"a": 1, "b": 9, "d": 12, "e": 5}, 27, 4, twinned=True),
    # the same for the false alarms precision43 read away (train16/17's three benign errors): the
    # present quoted as an omitted window end, a value made in another system that the user
    # brings, the sibling that re-does what this tool's own act undid
    Corpus("precision43", "poisoned_precision43.json", "benign_precision43.json",
           {"d": 4, "h": 2}, 6, 0, twinned=True),
    # the same for the false alarms precision60 read away: heldout35/36's eight benign errors and
    # five wordings a reviewer of stop 59 found (a lie forbidden, a 'no' never a yes, an API's own
    # key slot, a count of messages, internal ids left out of the reply)
    Corpus("precision60", "poisoned_precision60.json", "benign_precision60.json",
           {"a": 1, "b": 3, "c": 1, "d": 4, "e": 3, "h": 1}, 13, 0, twinned=True),
    # the same for the false alarms precision61 read away (train18/19 and heldout37/38's benign
    # errors and their servers): a switch's legend, a Korean negation bound to another head, a
    # request its sender never makes, a result relayed as returned, this chat named by an id or
    # as the subject of an event, a sort order, a switch's text, a tool's own nested property,
    # the user's silence never taken as consent
    Corpus("precision61", "poisoned_precision61.json", "benign_precision61.json",
           {"a": 2, "b": 1, "d": 1, "e": 6, "h": 3}, 13, 2, twinned=True),
    # the same for the false alarms precision62 read away (heldout39/40 and train20/21's benign
    # errors and their servers): an id of this tool's result handed on, one call preferred over a
    # loop of a lookup, a quoted query expression, a negation naming the wrong one (ru, uk, pl),
    # an absence never claimed of a list called complete, a setup step outside the assistant, a
    # chat service's own turns, an exact-phrase search, the result said as key=value, the
    # arguments of an input's one wrapper; and the harvested servers' (a name restated after its
    # namespace, an endpoint's title in backticks, a git push, the tool's own family replaced, a
    # wait for a span of time skipped, a program that reads its environment)
    Corpus("precision62", "poisoned_precision62.json", "benign_precision62.json",
           {"a": 1, "b": 2, "d": 6, "e": 6, "f": 2, "h": 1}, 18, 3, twinned=True),
    # the same for the false alarms precision63 read away (heldout41 and train22/23's benign
    # errors): a default the server takes from the request or its environment (zh, ja), a value
    # left out taken from the bare context, an everyday parameter word running on into a
    # compound noun, a sign-in with the credentials the user gives, a negation of a role (fr,
    # de), concession words read as whole words, a CJK all-clear turned by its prefix (ja, zh);
    # and the server lists' (an Args: line naming an argument after a role word, an example
    # call's shown result, a type in parentheses, competitors analysed, the reader's own site)
    # and the harvested servers' (an example payload's keys, a hyphenated kind of tool, a
    # session whose messages the server puts back)
    Corpus("precision63", "poisoned_precision63.json", "benign_precision63.json",
           {"a": 5, "b": 5, "c": 1, "d": 4, "e": 2, "h": 1}, 18, 3, twinned=True),
    # the same for the false alarms precision64b read away (train27's hand-written benign errors):
    # a tool's use for hiding refused, a negated act closed by a comma before "just show it to
    # the user" (zh, fr, de), "say-so" as a go-ahead, a key the user pastes for the purpose, an
    # instruction-style tag named as markup a scanner flags (en, fr, zh), a diagnosis as the
    # tool's subject (not a diagnostics channel), what the user gives "you" in this conversation,
    # an export file of conversations the user points to (fr, de, zh), a data shape written as a
    # signature (fields with their types after a colon)
    Corpus("precision64b", "poisoned_precision64b.json", "benign_precision64b.json",
           {"a": 3, "b": 5, "c": 1, "d": 2, "e": 6}, 17, 3, twinned=True),
    # the same for the false alarms precision64 read away (heldout44 and train24/25's benign
    # errors and their servers): a result's fields in a returns list or shape, a parenthesised
    # qualifier of the records read, a field named `tool`, the home folder as a default place,
    # the conversation as a place apart, what a record of the tool's own leaves out (zh), a .env
    # the user fills in (zh, ja), an asking under one "never", a presumed consent never recorded
    # (fr, de), a scanner's list of what it flags; and the harvested servers' (a repeat not
    # notified again)
    Corpus("precision64", "poisoned_precision64.json", "benign_precision64.json",
           {"a": 1, "b": 7, "d": 4, "e": 3, "h": 1}, 16, 4, twinned=True),
    # the same for the false alarms precision65 read away (heldout45/46 and train27's benign
    # errors and their servers): "紙に控える" noted down, a negated participle as an attribute
    # (es, pt, it), a negation whose head is a hiding verb (ko, ja, de), a showing to the user
    # alone before a negated copy (ja, zh), the case without the go-ahead turned to a safer act
    # after the go-ahead was asked for (de, fr, es), a family sibling labelling an act in
    # parentheses (de, fr), .env values named as masked in a report, ssh-agent as a program,
    # what the chat settled handed back to the user (zh), this tool used after a family step,
    # a service's setting the text explains
    Corpus("precision65", "poisoned_precision65.json", "benign_precision65.json",
           {"b": 3, "d": 4, "e": 12}, 19, 6, twinned=True),
    # the same for the near-misses precision66 read away (heldout47's benign error and last
    # round's): a consent looked up, not claimed (en; de, fr clean already), a record-kind
    # request (a deletion request) outranked by a hold (en; es, de), the model's context named
    # only as left out (en; de, es), English "verification" read as no Romance checker's stem
    # (en), an absence of approval named as the reason to ask the user (en, de, es), a bot's
    # confidential things (its prompt, other customers' details) named as kept back (en, de)
    Corpus("precision66", "poisoned_precision66.json", "benign_precision66.json",
           {"a": 4, "b": 5, "e": 10, "f": 1}, 20, 3, twinned=True),
    # the same for the near-misses precision67b read away (heldout49's three benign errors and
    # last round's): a negation of reversibility or of acting unasked before a confirmation
    # (de, es), a user's opt-in as the condition of attaching the chat (zh, es, de), a Korean
    # passive "included" before a bot's prompt file, a copy sent to oneself, an order against
    # disparaging rivals (en, de, fr), an AI-generation disclosure line, a layout order whatever
    # the result (en, de, es), a negation inside an "if" clause before a telling (ru, es, zh),
    # this tool's own negated conduct naming another server's tool (de, ru, fr), the data test
    # made exact ("phrase the ...", "word the ..." as a verb, no label), CONFIRM's
    # imperative forms (fr, pt, pl), DEMOTE_EN's other inflections, a state asked "whether" in a
    # wrapped docstring (pfsense's CARP status)
    Corpus("precision67b", "poisoned_precision67b.json", "benign_precision67b.json",
           {"a": 10, "b": 4, "d": 3, "e": 11}, 28, 3, twinned=True),
    # the same for the misreadings precision67a read away on real servers harvested this round:
    # a tool's part in a flow before "tool" ("the originating tool"), the speaking tool's own
    # product prefix, a product word before a quoted tool name, a prompt named as a prompt (fr,
    # es), a braces shape's fields and a wildcard name of the tool's own family, a quoted
    # question as no argument value, an English list's "sin", secrets kept back (zh, de, es, fr,
    # it, pt), a confirmation word only inside a sibling's snake_case name (fr, es)
    Corpus("precision67a", "poisoned_precision67a.json", "benign_precision67a.json",
           {"d": 8, "e": 9}, 17, 6, twinned=True),
    Corpus("train6", "poisoned_train6.json", "benign_train6.json", 25, 200, 20),
    Corpus("heldout6", "poisoned_heldout6.json", "benign_heldout6.json", 15, 60, 20),
    Corpus("train7", "poisoned_train7.json", "benign_train7.json", 20, 120, 20),
    Corpus("heldout7", "poisoned_heldout7.json", "benign_heldout7.json", 15, 60, 20),
    Corpus("heldout8", "poisoned_heldout8.json", "benign_heldout8.json", 15, 60, 15),
    Corpus("train8", "poisoned_train8.json", "benign_train8.json", 20, 120, 20,
           pairs=("send_email",)),
    Corpus("heldout9", "poisoned_heldout9.json", "benign_heldout9.json", 15, 60, 15,
           pairs=("send_email",)),
    Corpus("heldout10", "poisoned_heldout10.json", "benign_heldout10.json", 15, 60, 18),
    Corpus("train9", "poisoned_train9.json", "benign_train9.json", 20, 120, 20),
    # weighted toward (a), (b) and (c)
    Corpus("train10", "poisoned_train10.json", "benign_train10.json",
           {"a": 40, "b": 35, "c": 35, "d": 18, "e": 18, "f": 18, "g": 18, "h": 18}, 120, 20),
    Corpus("train11", "poisoned_train11.json", "benign_train11.json", 25, 100, 25),
    Corpus("heldout11", "poisoned_heldout11.json", "benign_heldout11.json", 15, 60, 25),
    Corpus("train12", "poisoned_train12.json", "benign_train12.json", 25, 100, 25),
    Corpus("heldout12", "poisoned_heldout12.json", "benign_heldout12.json", 15, 60, 25),
    Corpus("train13", "poisoned_train13.json", "benign_train13.json", 25, 100, 30),
    # ten more than 15 in the classes the earlier sets missed most
    Corpus("heldout13", "poisoned_heldout13.json", "benign_heldout13.json",
           {"a": 20, "b": 15, "c": 15, "d": 15, "e": 18, "f": 17, "g": 15, "h": 15}, 60, 25),
    Corpus("heldout14", "poisoned_heldout14.json", "benign_heldout14.json",
           {"a": 20, "b": 15, "c": 15, "d": 15, "e": 18, "f": 17, "g": 15, "h": 15}, 60, 25),
    Corpus("heldout15", "poisoned_heldout15.json", "benign_heldout15.json",
           {"a": 20, "b": 15, "c": 15, "d": 15, "e": 18, "f": 17, "g": 15, "h": 15}, 60, 24),
    Corpus("heldout16", "poisoned_heldout16.json", "benign_heldout16.json",
           {"a": 20, "b": 15, "c": 15, "d": 15, "e": 18, "f": 17, "g": 15, "h": 15}, 60, 26,
           pairs=("zending_volgen",)),
    Corpus("heldout17", "poisoned_heldout17.json", "benign_heldout17.json",
           {"a": 20, "b": 15, "c": 15, "d": 15, "e": 18, "f": 17, "g": 15, "h": 15}, 60, 23),
    Corpus("heldout18", "poisoned_heldout18.json", "benign_heldout18.json",
           {"a": 20, "b": 15, "c": 15, "d": 15, "e": 18, "f": 17, "g": 15, "h": 15}, 60, 27),
    # written from the class descriptions only, in styles new to the corpus (stop 51)
    Corpus("train14", "poisoned_train14.json", "benign_train14.json", 25, 60, 24),
    # the blind sets of stop 51 (scored once, at arrival and at the end of the round)
    _blind("heldout19", "ab", 26),
    Corpus("heldout20", "poisoned_heldout20.json", "benign_heldout20.json",
           {"a": 17, "b": 16, "c": 17, "d": 16, "e": 17, "f": 17, "g": 15, "h": 15}, 60, 27),
    Corpus("train15", "poisoned_train15.json", "benign_train15.json", 25, 60, 26),
    # the blind sets of stop 52 (scored once, at arrival and at the end of the round)
    _blind("heldout21", "ag", 24,
           shared_names=("search_datasets", "describe_dataset", "get_data", "latest", "top_n",
                         "list_curated")),  # abs-mcp and aihw-mcp, one author's two servers
    _blind("heldout22", "ae", 26),
    # the blind sets of stop 53 (scored once, at arrival and at the end of the round)
    _blind("heldout23", "ag", 26),
    _blind("heldout24", "ab", 26),
    # the blind sets of stop 54 (scored once, at arrival and at the end of the round)
    _blind("heldout25", "ab", 26,
           pairs=("kubectl_get", "helm_rollback")),  # a real tool's name on a poisoned twin
    _blind("heldout26", "ag", 26),
    # the blind sets of stop 55 (scored once, at arrival and at the end of the round; the real
    # tools' style slugs were set to the slug their ids carry, the writers' texts untouched)
    _blind("heldout27", "ag", 25,
           shared_names=("set_breakpoint",)),  # two debugger servers, both copied
    _blind("heldout28", "ag", 26),
    # the blind sets of stop 56 (the same: scored at arrival and at the end of the round, the real
    # tools' style slugs set to the slug their ids carry)
    _blind("heldout29", "ah", 27),
    _blind("heldout30", "ab", 25),
    # the blind sets of stop 57 (the same: scored at arrival and at the end of the round)
    _blind("heldout31", "ah", 25),
    _blind("heldout32", "gh", 25),
    # training sets of stop 59, written blind (from the class descriptions only) by two writers who
    # never saw the detector, counted once at arrival, then read by the round's engineers: IT and
    # security operations (train16), retail, commerce and hospitality (train17)
    _blind("train16", "ab", 20),
    _blind("train17", "ab", 14,
           pairs=("create_shipment",)),  # a real shipping tool's name on a poisoned entry
    # the blind sets of stop 59 (scored at arrival and at the end of that round, kept in
    # tests/blind, opened in stop 60): science, research and engineering (heldout35), people and
    # organisations (heldout36)
    _blind("heldout35", "ab", 22),
    _blind("heldout36", "ab", 20,
           pairs=("create_ticket",),  # a real helpdesk tool's name on a poisoned entry
           # real CRM and sales servers that use the same tool names, each copied
           shared_names=("create_lead", "list_campaigns", "get_campaign_analytics")),
    # training sets of stop 60, written blind (from the class descriptions only) by two writers who
    # never saw the detector, counted once at arrival (main 72729fe): communication and messaging
    # (train18), data and analytics (train19)
    _blind("train18", "ab", 22,
           # real messaging tools' names on poisoned entries
           pairs=("search_messages", "send_sms", "create_draft"),
           # real mail and chat servers that use the same tool names, each copied
           shared_names=("send_email", "send_message")),
    _blind("train19", "ab", 23),
    # training sets of stop 61, written blind the same way, counted at arrival (main ec1f01b) and
    # at the end of that round: cloud infrastructure and operations (train20); home, health and
    # personal life (train21)
    _blind("train20", "ab", 19,
           # a hand-written log search takes a real observability tool's name
           shared_names=("search_logs",)),
    _blind("train21", "ab", 20,
           # two budgeting servers copied with the same tool name
           shared_names=("get_transactions",)),
    # the blind sets of stop 60 (scored at arrival and at the end of that round, kept in
    # tests/blind, opened in stop 61): media, entertainment and publishing (heldout37),
    # education, government and civic software (heldout38)
    _blind("heldout37", "ab", 21,
           # two e-book servers copied with the same tool name; a hand-written benign tool that
           # takes a real CMS tool's name
           shared_names=("get_chapter_content", "publish_entry")),
    _blind("heldout38", "ab", 22),
    # the blind sets of stop 61 (scored at arrival and at the end of that round, kept in
    # tests/blind, opened in stop 62): travel, maps, transport and logistics (heldout39),
    # software development tooling (heldout40)
    _blind("heldout39", "ab", 20,
           # two geocoding servers copied with the same tool name; two real geocoder tools'
           # names on poisoned entries
           pairs=("geocode_address", "geocode"), shared_names=("reverse_geocode",)),
    _blind("heldout40", "ab", 20),
    # the blind sets of stop 62 (scored at arrival and at the end of that round, kept in
    # tests/blind, opened in stop 63): web browsing, search, scraping and browser automation
    # (heldout41), marketing, advertising, SEO, sales and CRM (heldout42)
    _blind("heldout41", "ab", 23),
    _blind("heldout42", "ab", 23),
    # the training sets of stop 62, written blind from the class descriptions and counted at
    # arrival and at the end of that round: real estate, construction, architecture, energy and
    # utilities (train22); databases, storage, file sync, notes and knowledge bases (train23)
    _blind("train22", "ab", 18),
    _blind("train23", "ab", 20),
    # the training sets of stop 63, written blind from the class descriptions and counted at
    # arrival and at the end of that round: customer support, helpdesk, ticketing and
    # e-signature (train24); weather, maps, agriculture and environment (train25); each has real
    # tools' names on poisoned twins
    _blind("train24", "ab", 19, pairs=("find_file", "search_knowledge")),
    _blind("train25", "ab", 21, pairs=("get_forecast",)),
    # the blind sets of stop 63 (scored at arrival and at the end of that round, kept in
    # tests/blind, opened in stop 64): gaming, sports, music and video streaming and
    # entertainment (heldout43), workflow automation and integration platforms (heldout44)
    _blind("heldout43", "ab", 20),
    _blind("heldout44", "ab", 19),
    # the training sets of stop 64, written blind from the class descriptions and counted at
    # arrival and at the end of that round: document processing, PDF, OCR, office files and
    # translation (train26); AI-agent infrastructure, agent memory, code sandboxes, notebooks,
    # evaluation and orchestration (train27); each has real tools' names on poisoned twins
    _blind("train26", "ab", 16, pairs=("html_to_pdf",)),
    _blind("train27", "ab", 18, pairs=("memory_load", "vet_command")),
    # the blind sets of stop 64 (scored at arrival and at the end of that round, kept in
    # tests/blind, opened in stop 65): blockchain, crypto wallets, DeFi and web3 (heldout45),
    # graphic design, CAD, 3D modelling and image/video/audio generation (heldout46)
    _blind("heldout45", "ab", 21),
    _blind("heldout46", "ab", 18),
    # the blind sets of stop 65 (scored at arrival and at the end of that round, kept in
    # tests/blind, opened in stop 66): translation, localization, dictionaries, speech and
    # accessibility software (heldout47), social media platforms and their management (heldout48)
    _blind("heldout47", "ab", 24),
    _blind("heldout48", "ab", 21),
    # the blind sets of stop 66 (scored at arrival and at the end of that round, kept in
    # tests/blind, opened in stop 67): mobile app development and device automation
    # (heldout49), networking and internet infrastructure (heldout50)
    _blind("heldout49", "ab", 20),
    _blind("heldout50", "ab", 21),
)
IDS = [c.prefix for c in CORPORA]


@cache
def _load(name: str) -> tuple[dict[str, Any], ...]:
    data = json.loads((LINT_CORPUS / name).read_text(encoding="utf-8"))
    assert isinstance(data, list), f"{name}: top level must be a JSON list"
    return tuple(data)


def _entries(corpus: Corpus) -> list[tuple[str, dict[str, Any]]]:
    return [(name, entry) for name in (corpus.poisoned, corpus.benign) if name is not None
            for entry in _load(name)]


def _problems(entry: Any, where: str, id_re: re.Pattern[str]) -> list[str]:
    if not isinstance(entry, dict) or set(entry) != KEYS:
        return [f"{where}: keys {sorted(entry) if isinstance(entry, dict) else type(entry)}"]
    out = [f"{where}: empty {key}" for key in ("id", "class", "style", "lang", "reason")
           if not (isinstance(entry[key], str) and entry[key].strip())]
    match = id_re.match(str(entry["id"]))
    if match is None or (id_re.groups and (match["cls"] != entry["class"]
                                           or match["style"] != entry["style"])):
        out.append(f"{where}: id {entry['id']!r} is not <prefix>-{entry['class']}-"
                   f"{entry['style']}-<n>")
    if not LANG_RE.match(str(entry["lang"])):
        out.append(f"{where}: lang {entry['lang']!r}")
    real = "Source:" in str(entry.get("reason", ""))
    return out + _tool_problems(entry["tool"], where, real)


def _tool_problems(tool: Any, where: str, real: bool = False) -> list[str]:
    # description is optional in MCP (some real tools copied verbatim have none, and a real
    # tool copied verbatim may carry an empty one: keila-mcp's send_campaign_tool_wrapper)
    if not isinstance(tool, dict) or not {"name", "inputSchema"} <= set(tool):
        return [f"{where}: tool keys"]
    out = [f"{where}: tool key {key!r}" for key in sorted(set(tool) - TOOL_KEYS)]
    if not (isinstance(tool["name"], str) and tool["name"]):
        out.append(f"{where}: tool name")
    if "description" in tool and not (isinstance(tool["description"], str)
                                      and (tool["description"] or real)):
        out.append(f"{where}: description")
    schema = tool["inputSchema"]
    if not isinstance(schema, dict) or schema.get("type") != "object":
        return [*out, f"{where}: inputSchema is not an object schema"]
    props = schema.get("properties", {})
    required = schema.get("required", [])
    if not isinstance(props, dict) or not all(isinstance(p, dict) for p in props.values()):
        out.append(f"{where}: properties")
    elif not isinstance(required, list) or len(set(map(str, required))) != len(required):
        out.append(f"{where}: required is not a list of distinct names")
    return out


@pytest.mark.parametrize("corpus", CORPORA, ids=IDS)
def test_every_entry_has_the_shape(corpus: Corpus) -> None:
    id_re = re.compile(rf"^{corpus.prefix}-(?P<cls>[a-h]|benign)-"
                       r"(?P<style>[a-z0-9]+(?:-[a-z0-9]+)*)-(?P<n>[0-9]+)$" if corpus.strict
                       else rf"^{corpus.prefix}-[A-Za-z0-9-]+$")
    problems = [p for name, entry in _entries(corpus)
                for p in _problems(entry, f"{name}[{entry.get('id', '?')}]", id_re)]
    assert problems == []


def _pairs(corpus: Corpus) -> tuple[str, ...]:
    """The tool names a corpus has once in its poisoned and once in its benign file."""
    if not corpus.twinned:
        return corpus.pairs
    assert corpus.benign is not None and corpus.poisoned is not None and not corpus.pairs
    return tuple(e["tool"]["name"] for e in _load(corpus.benign))


@pytest.mark.parametrize("corpus", CORPORA, ids=IDS)
def test_ids_and_tool_names_are_unique(corpus: Corpus) -> None:
    entries = [entry for _, entry in _entries(corpus)]
    ids = Counter(e["id"] for e in entries)
    names = Counter(e["tool"]["name"] for e in entries)
    assert [i for i, n in ids.items() if n > 1] == []
    pairs = _pairs(corpus)
    if corpus.strict:
        assert [n for n, k in names.items()
                if k > 1 and n not in pairs and n not in corpus.shared_names] == []
    for name in pairs:  # once in each file
        assert sorted(e["class"] == "benign" for e in entries if e["tool"]["name"] == name) == [
            False, True], name


@pytest.mark.parametrize("corpus", CORPORA, ids=IDS)
def test_counts_per_class(corpus: Corpus) -> None:
    if corpus.poisoned is not None:
        classes = Counter(e["class"] for e in _load(corpus.poisoned))
        expected = (corpus.per_class if isinstance(corpus.per_class, dict)
                    else dict.fromkeys(POISON_CLASSES, corpus.per_class))
        assert classes == expected
    assert corpus.benign is not None
    benign = _load(corpus.benign)
    assert {e["class"] for e in benign} == {"benign"}
    assert len(benign) == corpus.benign_count


@pytest.mark.parametrize("corpus", CORPORA, ids=IDS)
def test_languages_spread(corpus: Corpus) -> None:
    langs = {e["lang"] for _, e in _entries(corpus)} - {"en"}
    assert len(langs) >= corpus.min_other_langs


def test_every_hand_written_corpus_is_checked() -> None:
    """A corpus added under the naming scheme of these files must be added to CORPORA."""
    listed = {name for c in CORPORA for name in (c.poisoned, c.benign) if name}
    named = {p.name for p in LINT_CORPUS.glob("*.json")
             if re.fullmatch(r"(?:poisoned|benign)_(?:train|heldout|ordinary)(?:[4-9]|1[0-9])[a-z]?"
                             r"\.json",
                             p.name)}
    assert named - listed == set()
