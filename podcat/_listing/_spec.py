"""What a text layout is, as data: a `Spec` says where an entry's parts sit and what its meta line looks like.

One engine (`podcat._listing._engine`) reads every text layout from its spec. An entry is found by its **meta
line**, the line that carries its date, duration and markers (``S2 E5``, ``BONUS``); the spec places the title
and the description around it, names the page chrome to drop, and says how the show header and the page footer
read. Patterns may name the show as ``{title}``, filled in once the header is read.
"""

from __future__ import annotations

import functools
import re
from typing import Literal

import attrs

from podcat._regex import compiled

__all__ = [
    "CREDITS_APART", "CREDITS_HEADING", "CREDIT_LABEL", "EPISODE_WORDS", "EPISODE_WORDS_ANY_CASE", "KINDS", "MARKER_RE",
    "NEXT_CREDIT_LABEL", "NEXT_CREDIT_LABEL_RE",
    "PROGRESS_RE", "Claim", "Lines", "Spec", "TitlePlace",
]

# Markers a meta line may carry beside its date: season and episode numbers, and the episode's type; the words
# for a season (a series, in British English) and an episode in English and in the languages of the month names
# podcat reads.
_SEASON = "SEASON|Season|SERIES|Series|Saison|Staffel|Temporada|Stagione|Seizoen|Säsong|Sæson|Sesong|Kausi|Sezon|Řada"
EPISODE_WORDS = (
    "EPISODE|Episode|EP|Ep|Épisode|Ép|FOLGE|Folge|Episodio|Episódio|Aflevering|Afl|Avsnitt|Afsnit|Jakso|Puntata"
    "|Odcinek|Odc|Epizoda|Díl"  # (Polish and Czech)
    "|ÉPISODE|EPISODIO|EPISÓDIO|AFLEVERING|AVSNITT|AFSNIT|JAKSO|PUNTATA"  # (in capitals, as Corriere's pages)
)
# The same, each once, for patterns that ignore case (each text read one way only: no backtracking over twins).
_SEASON_ANY_CASE = "|".join(dict.fromkeys(word.lower() for word in _SEASON.split("|")))
EPISODE_WORDS_ANY_CASE = "|".join(dict.fromkeys(word.lower() for word in EPISODE_WORDS.split("|")))
_TYPES = "BONUS|Bonus|TRAILER|Trailer|Bande-annonce|Tráiler"  # an episode's type, in the languages that name it
KINDS = "Podcast|Podkast|Podd|Audio"  # the piece's kind, as a page names it over its title or before it


def _openings(words: str) -> str:
    """The first characters of ``words`` (apart by bars), each once."""
    return "".join(dict.fromkeys(word[0] for word in words.split("|")))


# The characters a marker opens with, as each of `MARKER_RE`'s alternatives has it (the season's and the episode's
# letters, "T" for a "temporada" too, and words, "L'" and "#"; the words of an episode in any case): looked at first,
# so that a line that opens otherwise (a title, a length) is refused at its first character rather than by every
# alternative in turn.
_MARKER_OPENINGS = (
    f"[{_openings(f'S|T|E|L|#|{_SEASON}|{EPISODE_WORDS}|{_TYPES}')}]|(?i:[{_openings(EPISODE_WORDS_ANY_CASE)}])"
)
MARKER_RE = compiled(
    rf"(?={_MARKER_OPENINGS}|\d{{1,5}}\. ?[dD])"  # (or a number before its word: the Czech "12. díl", below)
    r"(?:(?-i:[ST])(?P<season>\d{1,4})(?:,? ?| [·•|] )"  # ("S2 E14", "S02E14"; "T2 · E7", the Spanish and Portuguese
    rf"(?:E|(?:{EPISODE_WORDS})\.? ?)(?P<number>\d{{1,5}})"  # "temporada"; "T2 · Episódio 8", EDP's)
    r"|S(?P<season_apart>\d{1,4})|E(?P<number_apart>\d{1,5})"  # (each apart: "S2 · E14 · 12 Mar 2025")
    rf"|(?:{_SEASON}) #?(?P<season_of_both>\d{{1,4}})(?:,? | [·•|\u2013-] )"
    # (in small letters too: "Series 2, episode 5")
    rf"(?i:{EPISODE_WORDS_ANY_CASE})\.? ?#?(?P<number_of_both>\d{{1,5}})"
    rf"|(?:{_SEASON}) #?(?P<season_of_kind>\d{{1,4}})(?:, | [·•|\u2013-] )"  # ("Staffel 2 · Trailer": LetsCast;
    rf"(?P<kind_of_season>{_TYPES})"  # "Season 3 Trailer" is a title)
    # the number, then the season ("Episode 14 of Season 2"; "L'episodio n. 14 della 2ª stagione": L'Eco di Bergamo)
    rf"|(?:L')?(?i:{EPISODE_WORDS_ANY_CASE})\.? (?:n\. ?|#)?(?P<number_of_season>\d{{1,5}})"
    r" (?i:of|della|de la|der|van) "
    rf"(?:(?P<season_of_number>\d{{1,4}})[ª.]? (?i:{_SEASON_ANY_CASE})"
    rf"|(?i:{_SEASON_ANY_CASE}) (?P<season_after_number>\d{{1,4}}))"
    rf"|(?:{_SEASON}) #?(?P<season_only>\d{{1,4}})"  # ("Season #2", "Episode #14": Audiobookshelf; "#641": Podash)
    rf"|(?:(?:{EPISODE_WORDS})\.? ?#?|#)(?P<number_only>\d{{1,5}})|(?P<kind>{_TYPES})(?: [Ee]pisode)?"
    r"|(?P<number_before>\d{1,5})\. ?(?i:díl))"  # (Czech numbers its episodes before their word: "12. díl")
)
# Who made an episode, as a line of credits labels them ("Moderação: Tiago Sarmento; Produção: Rita Moura",
# "Réalisation et mixage : Julie Perrin", "Produceret og klippet af: Anders Kjær"), in English and the languages of
# the month names podcat reads: the roles (a credit's label is one, two or three of them), and the words after a
# role done.
_ROLES = (
    "hosts?|co-hosts?|presenters?|moderators?|guests?|producers?|executive producers?|editors?|sound design|sound"
    "|mixing|mix|music|theme music|narrators?|narration|voices?|reporters?|writers?|authors?|script|research"
    "|engineering|artwork|in the studio|produced|edited|mixed|recorded|written"
    "|moderation|moderator(?:in)?|gast|gäste|produktion|produzent(?:in)?|redaktion|schnitt|ton|sounddesign|musik"
    "|sprecher(?:in)?|stimmen?|autor(?:in)?|recherche|regie|technik|produziert|geschnitten"
    "|animation|animat(?:eur|rice)|présentation|invité(?:e)?s?|production|product(?:eur|rice)|réalisation|mixage"
    "|montage|musique|générique|voix(?: off)?|rédaction|rédact(?:eur|rice)(?: en chef)?|journaliste|aut(?:eur|rice)"
    "|texte|son|prise de son|réalisé|produit"
    "|presentación|presentador(?:a)?|conducción|invitad[oa]s?|producción|productor(?:a)?|realización|edición"
    "|montaje|música|sintonía|voz|voces|redacción|gui[oó]n|sonido|dirección|reporter[oa]|producido|editado"
    "|conduzione|condutt(?:ore|rice)|ospiti?|produzione|produtt(?:ore|rice)|regia|montaggio|musica|musiche|sigla"
    "|voce|voci|redazione|aut(?:ore|rice|ori)|testi|a cura di|cura editoriale|editing|coordinamento|realizzato"
    "|apresentação|apresentador(?:a)?|moderação|convidad[oa]s?|produção|produtor(?:a)?|realização|edição|montagem"
    "|sonoplastia|genérico|redação|roteiro|guião|locução|sonorização|produzido"
    "|presentatie|presentator|gasten|productie|producent|redactie|eindredactie|muziek|stem(?:men)?|geluid|techniek"
    "|tekst|samenstelling|geproduceerd"
    "|programledare|gäst(?:er)?|redaktör|ljud|ljuddesign|klippning|röst(?:er)?|ansvarig utgivare|tekniker"
    "|producerad"
    "|vært(?:er)?|gæst(?:er)?|tilrettelæggelse|redaktør|lyd|lyddesign|klip|stemmer?|i studiet|ansvarshavende"
    " redaktør|produceret|klippet|tilrettelagt"
    "|programleder(?:e)?|programleiar(?:ar)?|gjest(?:er)?|gjestar|produsent|produksjon|klipp|musikk|ansvarlig redaktør"
    "|i studio|produsert"
    "|juontajat?|vieraat|vieras|tuottaja|tuotanto|toimittaja|äänisuunnittelu|leikkaus|musiikki|ääni"
    "|käsikirjoitus|vastaava toimittaja|tuottanut"
    "|with|mit|avec|con|com|met|med"  # (and who else takes part: "Producer en host: Lotte Vermeiren | Met: ...")
)
_ROLE_LABEL = (
    rf"(?i:(?:{_ROLES})(?:(?:,| &| and| und| et| y| e| en| og| och| ja) (?:{_ROLES})){{0,2}}"
    r"(?: (?:by|von|par|por|da|de|door|af|av))?)"  # ("edição de Rafael Moura")
)
CREDIT_LABEL = rf"{_ROLE_LABEL}\s?:"
# After the first credit of a line, a role may stand without its colon ("... Lyddesign: Line Bech. Redaktør Peter
# Dahl.").
NEXT_CREDIT_LABEL = rf"{_ROLE_LABEL}(?:\s?:|(?= [A-ZÀ-ÖØ-Þ]))"
NEXT_CREDIT_LABEL_RE = compiled(NEXT_CREDIT_LABEL)
CREDITS_HEADING = r"(?i:credits|crédits|créditos|crediti|ficha técnica)\s?[.:] "  # ("Crédits. ", "Credits: ",
# "Ficha técnica: ", as the Gazeta do Povo heads them)
CREDITS_APART = r"(?:;|\.| \|| [-\u2013•·]) "  # (between the credits of a line)
# Listening progress where a length would be: the length is then unknown.
PROGRESS_RE = compiled(
    # ("1 hr 5 min left", "12 min 11 sec left"; a line that ends so, looked for first)
    r"[Pp]layed|[Ff]inished|(?=.{1,30} (?:left|remaining)$)(?:\d{1,3} ?(?:h|hr|hrs|hours?) ?)?"
    r"(?:\d{1,4} ?(?:m|min|mins|minutes) )?\d{1,4} ?(?:m|min|mins|minutes|s|sec|secs|seconds) (?:left|remaining)"
    r"|at \d{1,4} ?min"
    r"|\d{1,3}h left|-"
)

TitlePlace = Literal["above", "below", "glued", "first"]
"""Where an entry's title sits: the line above its meta line, the line below it, in it (the meta pattern's
``title`` group), or the first line of the block that the meta line ends."""


_UNNAMED_RE = compiled(r"\(\?P<\w+>")  # a named group's opening, made a plain group in `_meta_shape`


def _meta_shape(spec: Spec) -> re.Pattern[str]:
    """One pattern for the lines that may be the spec's meta line when it has no ``meta`` pattern: parts apart by
    its separators, each of the form of a date, a duration, progress, or (where the spec has them) a marker or a
    count, so that a line of any other shape is refused by one match. Its usual meta line (`_usual_line`), one of
    those lines, is its first branch: a line of that branch has its ``date`` (and ``duration``) group, read as they
    are, and other lines have none."""
    forms = [_own_case(form) for form in (spec.date_forms, spec.duration_forms) if form is not None]
    if len(forms) < 2:  # any date or duration `parse_date` and `parse_duration` read: no shape to check
        return compiled(r".*", re.DOTALL)
    # (each in its own case: the date forms ignore it, and "BONUS|Bonus" would match "Bonus" twice, which on a line
    # of many such parts is exponential)
    sources = (
        *forms, _cased(PROGRESS_RE), *([_cased(MARKER_RE)] if spec.markers else []),
        *([_cased(spec.asides)] if spec.asides is not None else []),
        *([_cased(spec.bylines)] if spec.bylines is not None else []),
    )
    label = f"(?:{spec.labels.pattern})?" if spec.labels is not None else ""
    part = _UNNAMED_RE.sub("(?:", f"{label}(?:{'|'.join(f'(?:{source})' for source in sources)})")  # used twice
    separator = spec.separators.pattern if spec.separators is not None else r"(?!)"
    usual = f"{_cased(spec.usual)}|" if spec.usual is not None else ""
    # (a separator may end the line: "August 29, 2024 •" where the length would follow)
    return compiled(
        f"{usual}{part}(?:(?:{separator}){part})*(?:{separator})?", spec.date_forms.flags if spec.date_forms else 0
    )


def _usual_line(spec: Spec) -> re.Pattern[str] | None:
    """The spec's usual meta line when it has no ``meta`` pattern: its date alone, or then its duration apart by a
    separator (``Aug 4 · 41 min``), each of the spec's forms, opening with a letter or a digit and ending with no
    space (so that no label, sign or bracket is dropped from it before it is read); its ``date`` and ``duration``
    groups hold them (it is the first branch of the spec's `Spec.shape`: matched once). None where a part may be
    read otherwise: a spec with labels or endings, that reads a date then a duration apart by a space alone, or
    without forms or separators (the generic reader's). The spec's forms hold none of its separators."""
    if spec.meta is not None or spec.date_forms is None or spec.duration_forms is None or spec.separators is None \
            or spec.labels is not None or spec.endings is not None or spec.date_then_duration:
        return None
    date, duration = (
        f"(?={_OPENING})(?P<{name}>{_own_case(form)})(?<=\\S)"
        for name, form in (("date", spec.date_forms), ("duration", spec.duration_forms))
    )
    return compiled(f"{date}(?:(?:{spec.separators.pattern}){duration})?")


_OPENING = r"[^\W_]"  # a letter or a digit


def _plain_cells(spec: Spec) -> bool:
    """Whether the date and duration cells of the spec's ``meta`` pattern (its ``date`` and ``duration`` groups) may
    be read as they are, as its usual line's are (`_usual_line`), when each opens with a letter or a digit and ends
    with no space: the spec has no forms to hold them to, no labels or endings to drop from them, and reads no date
    and duration apart by a space alone."""
    return spec.meta is not None and spec.date_forms is None and spec.duration_forms is None \
        and spec.labels is None and spec.endings is None and not spec.date_then_duration


def _own_case(pattern: re.Pattern[str]) -> str:
    """The source of ``pattern`` in its own case, unnamed, wherever it is put."""
    return f"(?{'i' if pattern.flags & re.IGNORECASE else '-i'}:{_UNNAMED_RE.sub('(?:', pattern.pattern)})"


def _cased(pattern: re.Pattern[str]) -> str:
    """The source of ``pattern``, keeping its own case where it is put among patterns that ignore case."""
    return pattern.pattern if pattern.flags & re.IGNORECASE else f"(?-i:{pattern.pattern})"


@attrs.frozen
class Lines:
    """Whole lines of one kind: those of one of ``forms`` (each matched against the whole line) and the ``named``
    ones. Kept apart rather than joined into one pattern, so that a page's own lines (the generic reader's) join the
    fixed forms without compiling them again: a line is of an alternation when it is of one of its branches."""

    forms: tuple[re.Pattern[str], ...]
    named: frozenset[str] = frozenset()

    def __contains__(self, line: str) -> bool:
        if line in self.named:
            return True
        for form in self.forms:  # noqa: SIM110 (asked of every line: a generator would cost more than the match)
            if form.fullmatch(line):
                return True
        return False


@attrs.frozen
class Cuts:
    """Text cut from a line: what any of ``patterns`` matches, as one pattern of them all, their alternation, cuts it
    (`re.sub` of ``(?:first)|(?:second)|...`` by nothing). Kept apart rather than joined into one pattern, so that a
    page's own cuts join the fixed ones without compiling them again. No pattern should match an empty text (the cut
    stops at the first empty match, never looping on it)."""

    patterns: tuple[re.Pattern[str], ...]

    def cut(self, line: str) -> str:
        """``line`` without what the patterns match, as their alternation cuts it: from the start, the leftmost
        match of any of them (where two or more match at one place, the first one's), then on from its end. (An
        alternation matches at a place where one of its branches does, the first of them that does; and a branch
        matches there as it does alone: ``^`` at the line's start only, a lookbehind seeing the whole line.)"""
        kept: list[str] = []
        at = 0
        while True:
            first: re.Match[str] | None = None
            for pattern in self.patterns:
                if (found := pattern.search(line, at)) is not None and (first is None or found.start() < first.start()):
                    first = found
            if first is None or first.end() == first.start():  # (an empty match cuts nothing: none is asked for)
                break
            kept.append(line[at : first.start()])
            at = first.end()
        return line if not kept else "".join(kept) + line[at:]


def _one_of(*kinds: Lines | re.Pattern[str] | None) -> Lines | None:
    """The lines of any of ``kinds`` (None left out); None for none."""
    given = [kind if isinstance(kind, Lines) else Lines((kind,)) for kind in kinds if kind is not None]
    if not given:
        return None
    forms = tuple(form for kind in given for form in kind.forms)
    return Lines(forms, frozenset().union(*(kind.named for kind in given)))


def _marks(spec: Spec) -> Lines | None:
    return _one_of(spec.chrome, spec.lead)


def _header_marks(spec: Spec) -> Lines | None:
    return _one_of(spec.header_chrome, spec.header_end, spec.claim_line)


def _never_title(spec: Spec) -> Lines | None:
    return _one_of(spec.not_a_title, spec.claim_line, spec.chrome)


@attrs.frozen
class Claim:
    """A header line that claims something about the show: ``pattern``'s ``value`` group is the claim's value."""

    pattern: re.Pattern[str]
    field: Literal["latest_episode", "update_frequency", "average_duration", "episode_count"]
    label: str  # how a diagnostic names it


@attrs.frozen
class Spec:
    """One text layout: how its entries, header and footer read. Every pattern is matched against a whole line,
    stripped, with odd spaces made plain."""

    name: str
    about: str  # one line for `podcat layouts`
    # The meta line. With ``meta``, a line is a meta line when it matches (its ``rest`` group holds the date,
    # duration and markers, its ``title`` group a glued title; or its ``date`` and ``duration`` groups hold them,
    # and its ``text`` group the start of the description) and problems in it are reported; without, a line
    # is one when each of its parts, apart by ``separators``, reads as a date, a duration, progress or a marker,
    # and one of them is a date.
    meta_name: str = "date line"
    meta: re.Pattern[str] | None = None
    separators: re.Pattern[str] | None = None
    date_forms: re.Pattern[str] | None = None  # the dates this layout writes (None: any `parse_date` reads)
    # A date that only the day the page was copied completes (``Aug 4``) marks a meta line even without ``as_of``
    # (the entry is kept and its date reported).
    unresolved_dates: bool = True
    duration_forms: re.Pattern[str] | None = None  # the durations it writes (None: any `parse_duration` reads)
    date_then_duration: bool = False  # a part may be a date then a duration apart by a space alone
    markers: bool = False  # a part may be a marker (``S2 E5``, ``EPISODE 12``, ``BONUS``)
    # parts that are no part of the episode: listeners' counts (``1.2K plays``), a time of day with its zone
    asides: re.Pattern[str] | None = None
    # a part of a date and who made the episode (``April 8, 2025 by Rowan Pellow``): groups ``date``, ``author``; or
    # of the two the other way round (``Posted by Gareth on December 2, 2025``): groups ``poster``, ``posted``
    bylines: re.Pattern[str] | None = None
    labels: re.Pattern[str] | None = None  # what a part may start with, dropped before it is read (``Length: ``)
    endings: re.Pattern[str] | None = None  # what a part may end with, so dropped (a length's `` listen``)
    title: TitlePlace = "above"
    duration_line: bool = False  # an entry's last line may be its duration alone (Apple writes it under the summary)
    # found in an entry's line alone or in its chrome (a player's row of links), the ``duration`` group is its
    # length when its meta line gives none
    length_in: re.Pattern[str] | None = None
    duration_under: bool = False  # the line under the meta line may be its duration alone (Deezer)
    duration_over: bool = False  # the line over the meta line, under its title, may be its duration alone (Vurbl)
    # a duration alone may head an entry, over its title (a thumbnail's ``38:12``), where the title is above the meta
    # line or first in the entry
    duration_leads: bool = False
    marker_lines: bool = False  # a line may be a marker alone (``Episode 23``), the season or number of its entry
    lead: re.Pattern[str] | None = None  # a line that opens an entry above its meta line (Snipd's "610 snips")
    chrome: Lines | None = None  # lines dropped wherever they stand among the entries
    # chrome that is never a title, passed over where a title is looked for (``1.2K plays``, a number alone); other
    # chrome where the title sits (``Play``) leaves its entry without one
    passed_over: Lines | None = None
    not_a_title: re.Pattern[str] | None = None  # lines that are never a title: a meta line below one has none
    orphan: str = "{meta} without a title"  # the diagnostic of a meta line with no entry to go with it
    trailing_entry: bool = False  # title "first": text after the last meta line is an entry cut off, kept
    tags: bool = False  # an entry's last line, after a blank line, may be its tags
    hashtags: bool = False  # a line of hashtags alone in an entry (``#soul #funk``), or of tags after their label
    # (``Tags: soul, funk``), is its tags
    length_over_tags: bool = False  # its `duration_line` stands over those tags (``Running time: 47 mins`` over
    # ``Tags: Wills``), so they are taken first
    # a line of an entry that names its people alone (``par Claire Vasseur``, ``Guests: Ann Lee, Bo Berg``): its
    # ``people`` group, the names apart by commas, ``&`` or ``and``, into `Episode.persons` (a ``guest``,
    # ``guest_with`` or ``host`` group, when it matched, their role)
    people: re.Pattern[str] | None = None
    # and where the page opens its entries' lines of people as its own (``Guest: whoever was in the hall``), those
    # openings with the words after them (its ``described`` group): a `people` line too
    described_people: re.Pattern[str] | None = None
    title_again: bool = False  # a line of an entry's body that repeats its title (a player's caption) is dropped
    post_links: bool = False  # a link to the entry's own post that names it ("Read more: <title>") is dropped
    text_cut: Cuts | None = None  # text cut from the lines of an entry's body (a story's "BREDA - ")
    facts: frozenset[str] | None = None  # the lines of an entry's facts, each a label and its value (`Episode.facts`)
    one_line_description: bool = False  # the layout shows one description line: more is kept and reported
    day_first: bool = False  # slashed dates are day first on this layout's pages (a field over 12 decides per page)
    columns: bool = False  # tabs are column breaks (a copied table), kept apart rather than made spaces
    # The show header, above the first entry.
    header_chrome: re.Pattern[str] | None = None  # lines dropped, and the sign of a show header; a ``title...``
    # group must name the show (or names it, when the title line is missing)
    header_category: re.Pattern[str] | None = None  # an Apple category's name: a header line of them alone
    # (``Fiction``, ``Business · Education``, glued ``BusinessEducation``) names the show's categories
    # the show's title, when it is a line of ``chrome`` too (the generic reader's line in every entry: Mixcloud
    # writes the show's name in each)
    header_title: re.Pattern[str] | None = None
    header_title_twice: bool = False  # the title stands twice in the header (a site named after its show): once kept
    header_skip: Lines | None = None  # lines dropped that are no sign of a header ("Read more")
    header_end: re.Pattern[str] | None = None  # a line that closes the header: text after it is reported
    header_end_is_text: bool = False  # that line is the header's own last text line, not chrome (generic pages)
    header_needs_chrome: bool = True  # without chrome (or a claim) above the first entry, there is no show header
    # "byline": the second line when the header shows chrome or a claim, more text follows, and it is short and
    # no sentence (a publisher's name, as directories show under the title)
    author: Literal["last paragraph", "second line", "byline", "none"] = "none"
    author_line: re.Pattern[str] | None = None  # a line whose ``author`` group is the author ("By ...")
    claims: tuple[Claim, ...] = ()
    claim_line: re.Pattern[str] | None = None  # a line that is a claim: one that no `Claim` reads is reported
    # The page footer, below the last entry.
    footer: str | None = None  # the footer's first line, a pattern in which ``{title}`` is the show's title
    footer_lines: re.Pattern[str] | None = None  # what the footer may hold: other lines are reported (None: any)
    # Without a footer: the first line of the page's own text below the last entry (``© 2026 ...``), which ends
    # the entry; it and what follows are reported.
    page_text: Lines | None = None
    # Made from the fields above, when first asked for (a spec evolved for one page compiles only those its reading
    # asks for): one pattern for the lines that may be the meta line (see `_meta_shape`), one for its usual meta line
    # (`_usual_line`, the first one's first branch), read without parting it, or whether its meta pattern's cells
    # are read so (`_plain_cells`), two for the lines that are the layout's own marks, which the vote counts (in its
    # entries: chrome and leads; in its header, each text once: header lines and claims), and one for the lines that
    # are never a title (``not_a_title``, claims and chrome).

    @functools.cached_property
    def shape(self) -> re.Pattern[str]:
        return _meta_shape(self)

    @functools.cached_property
    def usual(self) -> re.Pattern[str] | None:
        return _usual_line(self)

    @functools.cached_property
    def plain_cells(self) -> bool:
        return _plain_cells(self)

    @functools.cached_property
    def marks(self) -> Lines | None:
        return _marks(self)

    @functools.cached_property
    def header_marks(self) -> Lines | None:
        return _header_marks(self)

    @functools.cached_property
    def never_title(self) -> Lines | None:
        return _never_title(self)

