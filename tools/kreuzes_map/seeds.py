"""The named places the Kreuzes map is grown from: one seed (lon, lat) per space.

Land seeds are partitioned by Voronoi cells clipped to the real coast; islands take their whole
island; sea seeds share out the water. Terrain follows the real relief of each region (the
`why` column becomes the space's `source:` line); the regions and their names are ours, sized
like the large spaces of the printed board (about 250 km across), which the rulebook does not
give. Continents follow the usual borders: the Bosphorus, the Caucasus watershed and Suez
(Sinai is Asia).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Seed:
    id: str
    name: str
    lon: float
    lat: float
    terrain: str  # plains | mountains | sea
    continent: str | None = None  # europe | asia | africa; None for seas and islands
    faith: str | None = None  # christian | muslim for a city space
    why: str = ""  # the relief behind the terrain


def _e(id_: str, name: str, lon: float, lat: float, terrain: str, why: str, faith: str | None = None) -> Seed:
    return Seed(id_, name, lon, lat, terrain, "europe", faith, why)


def _a(id_: str, name: str, lon: float, lat: float, terrain: str, why: str, faith: str | None = None) -> Seed:
    return Seed(id_, name, lon, lat, terrain, "asia", faith, why)


def _f(id_: str, name: str, lon: float, lat: float, terrain: str, why: str, faith: str | None = None) -> Seed:
    return Seed(id_, name, lon, lat, terrain, "africa", faith, why)


C, M = "christian", "muslim"
P, MT = "plains", "mountains"

MAINLAND: tuple[Seed, ...] = (
    # Iberia
    _e("galicia", "Galicia", -7.9, 42.6, MT, "the Galician massif and the Cantabrian range"),
    _e("lisbon", "Lisbon", -8.4, 38.6, P, "the Tagus estuary and the plains of the Alentejo", C),
    _e("leon", "León", -5.4, 42.0, P, "the northern Meseta, a high plain"),
    _e("castile", "Castile", -3.5, 40.7, P, "the southern Meseta around Toledo"),
    _e("navarre", "Navarre", -1.7, 42.9, MT, "the western Pyrenees"),
    _e("aragon", "Aragon", -0.6, 41.5, P, "the Ebro valley around Zaragoza"),
    _e("barcelona", "Barcelona", 1.9, 41.9, MT, "the eastern Pyrenees and the Catalan ranges", C),
    _e("valencia", "Valencia", -0.7, 39.3, P, "the coastal plain of Valencia"),
    _e("cordoba", "Córdoba", -4.6, 38.2, P, "the Guadalquivir valley", M),
    _e("granada", "Granada", -3.4, 37.1, MT, "the Sierra Nevada and the Baetic ranges", M),
    # France and the Low Countries
    _e("brittany", "Brittany", -3.0, 48.1, P, "the low Armorican massif"),
    _e("normandy", "Normandy", 0.2, 49.1, P, "the plains of Normandy and the Norman bocage"),
    _e("ile_de_france", "Île-de-France", 2.4, 48.4, P, "the Paris basin"),
    _e("lorraine", "Lorraine", 6.2, 49.0, P, "the Lorraine plateau and the Moselle valley"),
    _e("poitou", "Poitou", 0.3, 46.1, P, "the Poitou gap between the massifs"),
    _e("aquitaine", "Aquitaine", -0.6, 44.4, P, "the Aquitaine basin"),
    _e("toulouse", "Toulouse", 1.6, 43.6, P, "the Garonne plain of Languedoc"),
    _e("auvergne", "Auvergne", 3.0, 45.4, MT, "the Massif Central"),
    _e("burgundy", "Burgundy", 4.8, 47.0, P, "the Saône plain"),
    _e("provence", "Provence", 6.2, 44.6, MT, "the western Alps of Dauphiné and Provence"),
    _e("marseille", "Marseille", 4.6, 43.6, P, "the Rhône delta and the coast of Provence", C),
    # Central Europe
    _e("franconia", "Franconia", 9.6, 50.2, P, "the Main valley"),
    _e("swabia", "Swabia", 9.0, 48.2, P, "the upper Danube and the Swabian plain"),
    _e("bohemia", "Bohemia", 14.8, 49.6, P, "the Bohemian basin"),
    _e("bavaria", "Bavaria", 12.2, 48.3, P, "the Bavarian plain of the Danube"),
    _e("helvetia", "Helvetia", 7.9, 46.5, MT, "the central Alps"),
    _e("tyrol", "Tyrol", 11.4, 46.8, MT, "the eastern Alps"),
    _e("austria", "Austria", 15.8, 47.9, P, "the Danube valley of the Ostmark"),
    _e("upper_hungary", "Upper Hungary", 20.0, 48.7, MT, "the western Carpathians"),
    _e("budapest", "Budapest", 18.4, 47.0, P, "the Danube plain of Pannonia", C),
    _e("alfold", "Great Hungarian Plain", 20.8, 46.6, P, "the Great Hungarian Plain"),
    _e("transylvania", "Transylvania", 24.3, 46.4, MT, "the Carpathians and the Transylvanian plateau"),
    _e("moldavia", "Moldavia", 27.4, 47.2, P, "the plains between the Prut and the Dniester"),
    _e("pontic_steppe", "Pontic Steppe", 32.8, 47.3, P, "the steppe north of the Black Sea"),
    _e("don_steppe", "Don Steppe", 39.8, 46.6, P, "the steppe of the lower Don"),
    # Italy
    _e("lombardy", "Lombardy", 9.4, 45.3, P, "the Po plain"),
    _e("genoa", "Genoa", 8.6, 44.4, MT, "the Ligurian Apennines", C),
    _e("venice", "Venice", 12.1, 45.6, P, "the Venetian plain and lagoon", C),
    _e("tuscany", "Tuscany", 11.0, 43.3, P, "the Arno valley and the Tuscan hills"),
    _e("spoleto", "Spoleto", 13.2, 42.8, MT, "the central Apennines"),
    _e("rome", "Rome", 12.5, 41.9, P, "the Roman Campagna", C),
    _e("campania", "Campania", 14.8, 40.9, P, "the plain of Naples"),
    _e("apulia", "Apulia", 16.6, 41.0, P, "the Tavoliere and the Apulian tableland"),
    _e("calabria", "Calabria", 16.3, 39.3, MT, "the Calabrian mountains"),
    # The Balkans
    _e("croatia", "Croatia", 15.6, 45.3, MT, "the Dinaric Alps"),
    _e("dalmatia", "Dalmatia", 16.8, 43.7, MT, "the Dinaric karst above the Dalmatian coast"),
    _e("rascia", "Rascia", 20.6, 43.6, MT, "the Serbian highlands"),
    _e("dyrrachium", "Dyrrachium", 19.9, 40.9, MT, "the Albanian mountains"),
    _e("macedonia", "Macedonia", 21.8, 41.7, MT, "the Macedonian highlands"),
    _e("wallachia", "Wallachia", 25.4, 44.4, P, "the lower Danube plain"),
    _e("bulgaria", "Bulgaria", 24.4, 42.7, MT, "the Balkan mountains"),
    _e("paristrion", "Paristrion", 27.8, 43.5, P, "the Dobruja and the Danube delta"),
    _e("thrace", "Thrace", 26.2, 41.9, P, "the Thracian plain around Adrianople"),
    _e("constantinople", "Constantinople", 28.3, 41.2, P, "the plain of eastern Thrace", C),
    _e("thessalonica", "Thessalonica", 23.2, 40.7, P, "the plains of the Axios and the Strymon", C),
    _e("epirus", "Epirus", 20.9, 39.6, MT, "the Pindus range"),
    _e("athens", "Athens", 23.5, 38.3, P, "the plains of Attica and Boeotia", C),
    _e("morea", "Morea", 22.2, 37.4, MT, "the mountains of the Peloponnese"),
    # Anatolia
    _a("bithynia", "Bithynia", 30.1, 40.5, P, "the lowlands of Bithynia around Nicaea"),
    _a("mysia", "Mysia", 27.8, 39.7, P, "the plains of the north-western Aegean coast"),
    _a("smyrna", "Smyrna", 27.6, 38.3, P, "the valleys of the Hermus and the Maeander", M),
    _a("lycia", "Lycia", 29.6, 36.9, MT, "the western Taurus"),
    _a("phrygia", "Phrygia", 30.6, 38.9, P, "the Phrygian plateau around Dorylaeum"),
    _a("paphlagonia", "Paphlagonia", 33.4, 41.3, MT, "the Pontic mountains"),
    _a("galatia", "Galatia", 33.0, 39.7, P, "the central Anatolian plateau around Ankyra"),
    _a("lycaonia", "Lycaonia", 32.8, 37.9, P, "the Konya plain, seat of the Sultanate of Rum"),
    _a("cappadocia", "Cappadocia", 35.4, 38.6, MT, "the volcanic highland of Cappadocia"),
    _a("cilicia", "Cilicia", 35.4, 37.0, MT, "the eastern Taurus and the Cilician Gates"),
    _a("pontus", "Pontus", 37.2, 40.6, MT, "the Pontic mountains"),
    _a("trebizond", "Trebizond", 40.4, 40.6, MT, "the eastern Pontic range"),
    _a("armenia", "Armenia", 43.2, 39.6, MT, "the Armenian highlands"),
    _a("georgia", "Georgia", 43.8, 42.0, MT, "the Lesser Caucasus and the Kura valley"),
    _a("caucasus", "Caucasus", 42.0, 43.6, MT, "the Greater Caucasus"),
    _a("amida", "Amida", 40.6, 38.0, MT, "the upper Tigris and the Taurus foothills"),
    # Syria, Mesopotamia and Palestine
    _a("edessa", "Edessa", 38.6, 37.0, P, "the plain of Harran", M),
    _a("antioch", "Antioch", 36.1, 36.1, P, "the Orontes valley", M),
    _a("aleppo", "Aleppo", 37.8, 35.7, P, "the north Syrian plain"),
    _a("tripoli", "Tripoli", 35.9, 34.4, MT, "Mount Lebanon", M),
    _a("damascus", "Damascus", 36.7, 33.6, P, "the oasis of the Ghouta", M),
    _a("galilee", "Galilee", 35.45, 32.95, P, "the plain of Esdraelon and the Jordan valley"),
    _a("jerusalem", "Jerusalem", 35.2, 31.8, MT, "the Judaean mountains"),
    _a("ascalon", "Ascalon", 34.35, 31.3, P, "the coastal plain of Philistia and Jaffa"),
    _a("oultrejordain", "Oultrejordain", 36.4, 30.9, MT, "the mountains of Moab and Edom"),
    _a("jazira", "Jazira", 40.2, 35.7, P, "the steppe of the Jazira between the Euphrates and the Khabur"),
    _a("palmyra", "Palmyra", 38.4, 34.6, P, "the steppe around the oasis of Palmyra"),
    _a("syrian_desert", "Syrian Desert", 39.3, 31.9, P, "the stony plain of the Syrian desert"),
    _a("mosul", "Mosul", 42.5, 35.8, P, "the plain of Upper Mesopotamia"),
    _a("baghdad", "Baghdad", 44.3, 33.2, P, "the Mesopotamian lowland"),
    _a("nafud", "Nafud", 40.6, 29.4, P, "the sand plain of the northern Arabian desert"),
    _a("sinai", "Sinai", 33.9, 29.8, MT, "the Sinai massif"),
    # North Africa
    _f("cairo", "Cairo", 31.3, 30.0, P, "the Nile valley at the head of the delta", M),
    _f("alexandria", "Alexandria", 29.9, 30.8, P, "the western Nile delta", M),
    _f("marmarica", "Marmarica", 25.5, 31.2, P, "the coastal plateau of Marmarica"),
    _f("cyrenaica", "Cyrenaica", 21.8, 32.1, MT, "the Jebel Akhdar"),
    _f("syrtis", "Syrtis", 18.0, 30.1, P, "the desert shore of the Gulf of Sidra"),
    _f("tripolitania", "Tripolitania", 13.5, 31.7, P, "the Jefara plain"),
    _f("ifriqiya", "Ifriqiya", 10.3, 34.6, P, "the Sahel of Kairouan"),
    _f("tunis", "Tunis", 9.5, 36.5, P, "the Medjerda valley", M),
    _f("aures", "Aurès", 6.5, 35.1, MT, "the Aurès mountains"),
    _f("algiers", "Algiers", 2.6, 36.0, MT, "the Tell Atlas"),
    _f("tlemcen", "Tlemcen", -1.2, 34.6, MT, "the mountains of Tlemcen and the high plateaus"),
    _f("rif", "Rif", -4.6, 35.0, MT, "the Rif mountains"),
    _f("fez", "Fez", -5.6, 33.9, P, "the Saïs plain and the Atlantic plain of Morocco"),
    _f("atlas", "Atlas", -5.4, 32.0, MT, "the Middle and High Atlas"),
    _f("sahara", "Sahara", 1.5, 29.8, P, "the sand plains of the northern Sahara"),
)

ISLANDS: tuple[Seed, ...] = (
    Seed("balearics", "Balearic Islands", 2.9, 39.6, P, None, None, "the low islands of Majorca and Minorca"),
    Seed("corsica", "Corsica", 9.1, 42.1, MT, None, None, "the granite mountains of Corsica"),
    Seed("cagliari", "Cagliari", 9.0, 40.0, MT, None, C, "the Gennargentu and the Sardinian highlands"),
    Seed("palermo", "Palermo", 14.1, 37.6, MT, None, C, "the Nebrodi, the Madonie and Etna"),
    Seed("crete", "Crete", 24.9, 35.2, MT, None, C, "the White Mountains and Mount Ida"),
    Seed("famagusta", "Famagusta", 33.2, 35.1, MT, None, M, "the Troodos and Kyrenia ranges of Cyprus"),
    Seed("england", "England", -1.5, 50.8, P, None, None, "the chalk downs of southern England"),
)


def _s(id_: str, name: str, lon: float, lat: float) -> Seed:
    return Seed(id_, name, lon, lat, "sea")


SEAS: tuple[Seed, ...] = (
    _s("atlantic", "Atlantic Ocean", -10.8, 46.8),
    _s("english_channel", "English Channel", -2.5, 49.7),
    _s("bay_of_biscay", "Bay of Biscay", -4.5, 45.2),
    _s("portuguese_sea", "Portuguese Coast", -10.9, 40.2),
    _s("moroccan_sea", "Moroccan Coast", -10.9, 32.0),
    _s("alboran_sea", "Alboran Sea", -2.6, 36.0),
    _s("balearic_sea", "Balearic Sea", 1.2, 40.3),
    _s("barbary_coast", "Barbary Coast", 3.5, 37.5),
    _s("gulf_of_lion", "Gulf of Lion", 4.8, 42.4),
    _s("sardinian_sea", "Sardinian Sea", 6.6, 39.6),
    _s("ligurian_sea", "Ligurian Sea", 8.5, 43.6),
    _s("tyrrhenian_sea", "Tyrrhenian Sea", 11.9, 40.6),
    _s("sicilian_channel", "Sicilian Channel", 12.2, 36.6),
    _s("north_adriatic", "Northern Adriatic", 13.8, 44.3),
    _s("south_adriatic", "Southern Adriatic", 17.6, 41.9),
    _s("ionian_sea", "Ionian Sea", 18.5, 38.0),
    _s("malta_sea", "Sea of Malta", 15.8, 35.0),
    _s("gulf_of_sidra", "Gulf of Sidra", 19.5, 32.8),
    _s("north_aegean", "Northern Aegean", 24.6, 39.8),
    _s("south_aegean", "Southern Aegean", 25.5, 37.6),
    _s("sea_of_crete", "Sea of Crete", 23.0, 36.0),
    _s("libyan_sea", "Libyan Sea", 24.5, 33.8),
    _s("sea_of_marmara", "Sea of Marmara", 28.0, 40.75),
    _s("egyptian_sea", "Egyptian Sea", 29.6, 32.4),
    _s("cilician_sea", "Cilician Sea", 33.9, 35.8),
    _s("levantine_sea", "Levantine Sea", 33.3, 33.2),
    _s("west_black_sea", "Western Black Sea", 31.0, 43.3),
    _s("east_black_sea", "Eastern Black Sea", 37.0, 42.8),
)
