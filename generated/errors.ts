// generated from manifests/catalogues/codes.yaml, manifests/map.yaml, manifests/areas/*.yaml by generator/transforms/error-registry.ts: do not edit
import type { ErrorEntry } from "../src/shared/area-spec.ts";

export const errorRegistry: Record<string, ErrorEntry> = {
  "1001": {
    "status": 422,
    "pl": "Nieprawidłowy login lub hasło",
    "en": "Wrong login or password",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1002": {
    "status": 422,
    "pl": "Nazwa jest wymagana",
    "en": "Name is required",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1003": {
    "status": 422,
    "pl": "Adres e-mail jest wymagany",
    "en": "E-mail address is required",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1004": {
    "status": 422,
    "pl": "Hasło jest wymagane",
    "en": "Password is required",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1005": {
    "status": 422,
    "pl": "Nieprawidłowy format adresu e-mail",
    "en": "Invalid e-mail address format",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1006": {
    "status": 409,
    "pl": "Adres e-mail jest już zajęty",
    "en": "This e-mail address is already taken",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1007": {
    "status": 422,
    "pl": "Hasło jest za krótkie (co najmniej 8 znaków)",
    "en": "Password is too short (at least 8 characters)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1008": {
    "status": 422,
    "pl": "Hasło musi zawierać wielką literę, małą literę i cyfrę",
    "en": "Password needs an upper-case letter, a lower-case letter and a digit",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1009": {
    "status": 401,
    "pl": "Nieprawidłowy lub wygasły token",
    "en": "Invalid or expired token",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1010": {
    "status": 404,
    "pl": "Nie znaleziono użytkownika",
    "en": "User not found",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1011": {
    "status": 502,
    "pl": "Nie udało się wysłać wiadomości e-mail",
    "en": "The e-mail could not be sent",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1012": {
    "status": 429,
    "pl": "Zbyt wiele nieudanych prób logowania. Spróbuj ponownie później",
    "en": "Too many failed sign-in attempts. Try again later",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1013": {
    "status": 501,
    "pl": "Logowanie jednokrotne nie jest skonfigurowane",
    "en": "Single sign-on is not configured",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1014": {
    "status": 422,
    "pl": "Kod autoryzacji jest wymagany",
    "en": "Authorisation code is required",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1015": {
    "status": 422,
    "pl": "Hasła muszą być takie same",
    "en": "Passwords must match",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1016": {
    "status": 422,
    "pl": "Hasło jest za długie (najwyżej 128 znaków)",
    "en": "Password is too long (at most 128 characters)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1017": {
    "status": 403,
    "pl": "Konto jest nieaktywne",
    "en": "The account is inactive",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1018": {
    "status": 422,
    "pl": "Hasło jest zbyt popularne lub łatwe do odgadnięcia",
    "en": "This password is too common or easy to guess",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1019": {
    "status": 422,
    "pl": "Nie podano obecnego hasła lub jest ono nieprawidłowe",
    "en": "The current password is missing or wrong",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1020": {
    "status": 502,
    "pl": "Usługa logowania uczelnianego nie odpowiada lub odrzuciła żądanie serwera; spróbuj ponownie później",
    "en": "The university sign-in service is not answering or refused this server's request; try again later",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1021": {
    "status": 422,
    "pl": "Brak parametru state logowania uczelnianego",
    "en": "The single sign-on state is required",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1022": {
    "status": 422,
    "pl": "Nieznane lub już wykorzystane logowanie uczelniane; zaloguj się ponownie",
    "en": "Unknown or already used single sign-on; sign in again",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1023": {
    "status": 422,
    "pl": "Logowanie uczelniane trwało zbyt długo (ponad 10 minut); zaloguj się ponownie",
    "en": "The single sign-on took too long (over 10 minutes); sign in again",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1024": {
    "status": 422,
    "pl": "Usługa logowania uczelnianego nie przyjęła kodu autoryzacji (wygasł lub został już użyty); zaloguj się ponownie",
    "en": "The university sign-in service did not accept the authorisation code (expired or already used); sign in again",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1025": {
    "status": 401,
    "pl": "Odpowiedź usługi logowania uczelnianego nie przeszła weryfikacji (podpis, wystawca, odbiorca, ważność lub nonce)",
    "en": "The university sign-in service's answer failed verification (signature, issuer, audience, expiry or nonce)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1026": {
    "status": 403,
    "pl": "Konto uczelniane nie należy do żadnej grupy uprawnionej do korzystania z konsoli: odczytane roszczenie „{{claim}}” nie zawiera żadnej z nich. Jeśli dostawca go nie wysyła, może wymagać zakresu „groups” (zamówione zakresy: {{scopes}})",
    "en": "The university account is in no group allowed to use the console: the claim '{{claim}}' that was read holds none of them. If the provider does not send it, it may need the 'groups' scope (scopes asked for: {{scopes}})",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1027": {
    "status": 409,
    "pl": "Inne konto ma już ten adres e-mail lub login; poproś administratora o pomoc",
    "en": "Another account already has this e-mail address or login; ask an administrator",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1028": {
    "status": 401,
    "pl": "Usługa logowania uczelnianego odmówiła zalogowania lub logowanie przerwano",
    "en": "The university sign-in service refused the sign-in or it was cancelled",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1029": {
    "status": 502,
    "pl": "Usługa logowania uczelnianego nie podała adresu e-mail ani identyfikatora konta",
    "en": "The university sign-in service did not give the account's e-mail address or identifier",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1031": {
    "status": 409,
    "pl": "Istnieje już konto z tym adresem e-mail, a usługa logowania uczelnianego nie potwierdziła, że adres należy do Ciebie; poproś administratora o pomoc",
    "en": "An account with this e-mail address already exists and the university sign-in service has not confirmed that the address is yours; ask an administrator",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1032": {
    "status": 422,
    "pl": "Adres powrotu aplikacji nie jest na liście dozwolonych (APP_REDIRECT_URIS)",
    "en": "The app's redirect URI is not on the allowed list (APP_REDIRECT_URIS)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1033": {
    "status": 422,
    "pl": "Brak parametru code_challenge albo nie jest to skrót S256 (43 znaki base64url)",
    "en": "The code_challenge is missing or is not an S256 hash (43 base64url characters)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1034": {
    "status": 422,
    "pl": "Dozwolona jest tylko metoda code_challenge_method S256 (nie plain)",
    "en": "Only the code_challenge_method S256 is accepted (not plain)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1035": {
    "status": 422,
    "pl": "Parametr code_verifier nie pasuje do code_challenge z początku logowania albo go brakuje",
    "en": "The code_verifier is missing or does not match the code_challenge the sign-in started with",
    "source": "manifests/catalogues/codes.yaml"
  },
  "1201": {
    "status": 422,
    "pl": "Nazwa jest wymagana (po polsku i po angielsku)",
    "en": "Name is required (in Polish and in English)",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1202": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1203": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1204": {
    "status": 422,
    "pl": "Kolor jest wymagany",
    "en": "Colour is required",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1205": {
    "status": 422,
    "pl": "Kolor musi być zapisany szesnastkowo jako #RRGGBB",
    "en": "Colour must be a hex colour #RRGGBB",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1206": {
    "status": 422,
    "pl": "Ikona jest wymagana",
    "en": "Icon is required",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1207": {
    "status": 422,
    "pl": "Ikona musi być przesłanym plikiem PNG (najwyżej 20 KB)",
    "en": "The icon must be an uploaded PNG file (at most 20 KB)",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1208": {
    "status": 422,
    "pl": "Język jest wymagany",
    "en": "Language is required",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1209": {
    "status": 422,
    "pl": "Nieprawidłowy język (dozwolone pl lub en)",
    "en": "Invalid language (pl or en allowed)",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1210": {
    "status": 422,
    "pl": "Zasięg wyszukiwania nie może być ujemny (co najmniej 0 m)",
    "en": "Search range cannot be negative (at least 0 m)",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1211": {
    "status": 422,
    "pl": "Zasięg wyszukiwania jest za duży (najwyżej 5000 m)",
    "en": "Search range is too large (at most 5000 m)",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1212": {
    "status": 422,
    "pl": "Zasięg wyszukiwania musi być liczbą całkowitą metrów",
    "en": "Search range must be a whole number of metres",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1213": {
    "status": 422,
    "pl": "Widoczność musi mieć wartość prawda lub fałsz",
    "en": "Visibility must be true or false",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1214": {
    "status": 422,
    "pl": "Widoczność ikony musi mieć wartość prawda lub fałsz",
    "en": "Icon visibility must be true or false",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1215": {
    "status": 422,
    "pl": "Widoczność na pasku kategorii musi mieć wartość prawda lub fałsz",
    "en": "Visibility on the category bar must be true or false",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1216": {
    "status": 422,
    "pl": "Włączenie musi mieć wartość prawda lub fałsz",
    "en": "Enabled must be true or false",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1217": {
    "status": 404,
    "pl": "Kategoria mapy nie istnieje",
    "en": "Map category not found",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1218": {
    "status": 409,
    "pl": "Nie można usunąć kategorii mapy przypisanej do wydarzeń lub aktualności",
    "en": "A map category assigned to events or news items cannot be deleted",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1219": {
    "status": 409,
    "pl": "Nie można wyłączyć kategorii mapy, która jest używana",
    "en": "A map category that is in use cannot be disabled",
    "source": "manifests/areas/category_geo.yaml"
  },
  "1300": {
    "status": 422,
    "pl": "Nieznany typ obiektu mapy",
    "en": "Unknown map object type",
    "source": "manifests/map.yaml"
  },
  "1400": {
    "status": 422,
    "pl": "Ta właściwość jest wymagana",
    "en": "This property is required",
    "source": "manifests/map.yaml"
  },
  "1401": {
    "status": 422,
    "pl": "Ten typ obiektu nie ma takiej właściwości",
    "en": "This object type has no such property",
    "source": "manifests/map.yaml"
  },
  "1402": {
    "status": 422,
    "pl": "Nieprawidłowy rodzaj wartości",
    "en": "Wrong kind of value",
    "source": "manifests/map.yaml"
  },
  "1405": {
    "status": 422,
    "pl": "Miejsce beacona wymaga wskazania beacona lub jego adresu MAC",
    "en": "A beacon place needs its beacon or the beacon's MAC address",
    "source": "manifests/map.yaml"
  },
  "1500": {
    "status": 422,
    "pl": "Obiekt mapy musi być obiektem GeoJSON Feature z geometrią i właściwościami",
    "en": "A map object must be a GeoJSON Feature with a geometry and properties",
    "source": "manifests/map.yaml"
  },
  "1501": {
    "status": 422,
    "pl": "Nieprawidłowy zakres mapy (p1 i p2 to pary \"długość,szerokość\" w stopniach)",
    "en": "Invalid map extent (p1 and p2 are \"lon,lat\" pairs in degrees)",
    "source": "manifests/map.yaml"
  },
  "1502": {
    "status": 422,
    "pl": "Nieznane piętro (dozwolone p-2 do p20)",
    "en": "Unknown floor (p-2 to p20 allowed)",
    "source": "manifests/map.yaml"
  },
  "1503": {
    "status": 422,
    "pl": "Nieprawidłowa geometria (współrzędne to skończone liczby: długość -180 do 180, szerokość -90 do 90)",
    "en": "Invalid geometry (coordinates are finite numbers: longitude -180 to 180, latitude -90 to 90)",
    "source": "manifests/map.yaml"
  },
  "1504": {
    "status": 422,
    "pl": "Ten rodzaj geometrii nie jest dozwolony dla typu obiektu",
    "en": "This kind of geometry is not allowed for the object type",
    "source": "manifests/map.yaml"
  },
  "1505": {
    "status": 404,
    "pl": "Nie znaleziono obiektu mapy na tym piętrze",
    "en": "Map object not found on this floor",
    "source": "manifests/map.yaml"
  },
  "1506": {
    "status": 422,
    "pl": "Lista obiektów mapy jest pusta lub za długa (od 1 do 10000)",
    "en": "The list of map objects is empty or too long (1 to 10000)",
    "source": "manifests/map.yaml"
  },
  "1507": {
    "status": 409,
    "pl": "Obiekt został zmieniony lub usunięty przez kogoś innego od czasu wczytania",
    "en": "The object was changed or deleted by someone else since it was loaded",
    "source": "manifests/map.yaml"
  },
  "1508": {
    "status": 422,
    "pl": "Po zapisie piętro miałoby więcej obiektów mapy, niż mapa przyjmuje (20 000 na piętro)",
    "en": "After the save the floor would hold more map objects than the map takes (20,000 a floor)",
    "source": "manifests/map.yaml"
  },
  "1510": {
    "status": 422,
    "pl": "Geometria przecina samą siebie (krawędzie obrysu, otworów lub części przecinają się albo stykają)",
    "en": "The geometry crosses itself (edges of its outline, holes or parts cross or touch)",
    "source": "manifests/map.yaml"
  },
  "1511": {
    "status": 422,
    "pl": "Obrys nie jest zamknięty (pierścień musi kończyć się swoim pierwszym punktem)",
    "en": "An outline is not closed (a ring must end at its first position)",
    "source": "manifests/map.yaml"
  },
  "1512": {
    "status": 422,
    "pl": "Za mało punktów (pierścień: co najmniej 4 pozycje, w tym 3 różne; linia: 2 różne)",
    "en": "Too few positions (a ring needs at least 4, 3 of them distinct; a line 2 distinct)",
    "source": "manifests/map.yaml"
  },
  "1513": {
    "status": 422,
    "pl": "Otwór leży poza obrysem obiektu lub wewnątrz innego otworu",
    "en": "A hole lies outside the object's outline or inside another hole",
    "source": "manifests/map.yaml"
  },
  "1514": {
    "status": 422,
    "pl": "Obiekt ma za dużo wierzchołków (najwyżej 10000)",
    "en": "The object has too many vertices (at most 10000)",
    "source": "manifests/map.yaml"
  },
  "1520": {
    "status": 409,
    "pl": "Wersja robocza nie różni się od ostatniego wydania: nie ma czego publikować",
    "en": "The draft does not differ from the latest release: there is nothing to publish",
    "source": "manifests/map.yaml"
  },
  "1521": {
    "status": 404,
    "pl": "Nie ma takiego wydania mapy",
    "en": "There is no such release of the map",
    "source": "manifests/map.yaml"
  },
  "1522": {
    "status": 422,
    "pl": "Podaj numer wydania (albo draft dla wersji roboczej w parametrze to)",
    "en": "Give a release number (or draft for the working copy, in the parameter to)",
    "source": "manifests/map.yaml"
  },
  "1523": {
    "status": 409,
    "pl": "Ostatnie wydanie ma już tę zawartość: przywrócenie niczego by nie zmieniło",
    "en": "The latest release already holds this content: the rollback would change nothing",
    "source": "manifests/map.yaml"
  },
  "1524": {
    "status": 422,
    "pl": "Komentarz może mieć najwyżej 1000 znaków",
    "en": "The comment may be at most 1000 characters long",
    "source": "manifests/map.yaml"
  },
  "1600": {
    "status": 422,
    "pl": "Wartość jest za krótka lub za mała",
    "en": "The value is too short or too small",
    "source": "manifests/map.yaml"
  },
  "1601": {
    "status": 422,
    "pl": "Wartość jest za długa lub za duża",
    "en": "The value is too long or too large",
    "source": "manifests/map.yaml"
  },
  "1602": {
    "status": 422,
    "pl": "Nieprawidłowa wartość",
    "en": "Invalid value",
    "source": "manifests/map.yaml"
  },
  "1603": {
    "status": 422,
    "pl": "Minimalne przybliżenie nie może być większe niż maksymalne",
    "en": "The minimum zoom cannot be greater than the maximum zoom",
    "source": "manifests/map.yaml"
  },
  "1604": {
    "status": 422,
    "pl": "Nie ma takiego rekordu",
    "en": "No such record",
    "source": "manifests/map.yaml"
  },
  "1605": {
    "status": 422,
    "pl": "Inny obiekt na tym piętrze ma już ten klucz",
    "en": "Another object on this floor already has this key",
    "source": "manifests/map.yaml"
  },
  "1701": {
    "status": 422,
    "pl": "Nazwa jest wymagana",
    "en": "Name is required",
    "source": "manifests/areas/article.yaml"
  },
  "1702": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/article.yaml"
  },
  "1703": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/article.yaml"
  },
  "1704": {
    "status": 422,
    "pl": "Kategoria jest wymagana",
    "en": "Category is required",
    "source": "manifests/areas/article.yaml"
  },
  "1705": {
    "status": 422,
    "pl": "Wybrana kategoria nie istnieje",
    "en": "The chosen category does not exist",
    "source": "manifests/areas/article.yaml"
  },
  "1706": {
    "status": 422,
    "pl": "Opis jest wymagany",
    "en": "Description is required",
    "source": "manifests/areas/article.yaml"
  },
  "1707": {
    "status": 422,
    "pl": "Opis jest za krótki (co najmniej 10 znaków)",
    "en": "Description is too short (at least 10 characters)",
    "source": "manifests/areas/article.yaml"
  },
  "1708": {
    "status": 422,
    "pl": "Opis jest za długi (najwyżej 10000 znaków)",
    "en": "Description is too long (at most 10000 characters)",
    "source": "manifests/areas/article.yaml"
  },
  "1709": {
    "status": 422,
    "pl": "Zdjęcie musi być przesłanym plikiem JPG, PNG lub GIF (najwyżej 2 MB)",
    "en": "The photo must be an uploaded JPG, PNG or GIF file (at most 2 MB)",
    "source": "manifests/areas/article.yaml"
  },
  "1710": {
    "status": 422,
    "pl": "Status jest wymagany",
    "en": "Status is required",
    "source": "manifests/areas/article.yaml"
  },
  "1711": {
    "status": 422,
    "pl": "Nieprawidłowy status (dozwolone active lub inactive)",
    "en": "Invalid status (active or inactive allowed)",
    "source": "manifests/areas/article.yaml"
  },
  "1712": {
    "status": 422,
    "pl": "Język jest wymagany",
    "en": "Language is required",
    "source": "manifests/areas/article.yaml"
  },
  "1713": {
    "status": 422,
    "pl": "Nieprawidłowy język (dozwolone pl lub en)",
    "en": "Invalid language (pl or en allowed)",
    "source": "manifests/areas/article.yaml"
  },
  "1714": {
    "status": 422,
    "pl": "Wybrany kampus nie istnieje",
    "en": "The chosen campus does not exist",
    "source": "manifests/areas/article.yaml"
  },
  "1715": {
    "status": 422,
    "pl": "Wybrany kampus jest nieaktywny",
    "en": "The chosen campus is inactive",
    "source": "manifests/areas/article.yaml"
  },
  "1720": {
    "status": 404,
    "pl": "Aktualność nie istnieje",
    "en": "News item not found",
    "source": "manifests/areas/article.yaml"
  },
  "1801": {
    "status": 422,
    "pl": "Nazwa jest wymagana",
    "en": "Name is required",
    "source": "manifests/areas/event.yaml"
  },
  "1802": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/event.yaml"
  },
  "1803": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/event.yaml"
  },
  "1804": {
    "status": 422,
    "pl": "Kategoria jest wymagana",
    "en": "Category is required",
    "source": "manifests/areas/event.yaml"
  },
  "1805": {
    "status": 422,
    "pl": "Wybrana kategoria nie istnieje",
    "en": "The chosen category does not exist",
    "source": "manifests/areas/event.yaml"
  },
  "1806": {
    "status": 422,
    "pl": "Opis jest wymagany",
    "en": "Description is required",
    "source": "manifests/areas/event.yaml"
  },
  "1807": {
    "status": 422,
    "pl": "Opis jest za krótki (co najmniej 10 znaków)",
    "en": "Description is too short (at least 10 characters)",
    "source": "manifests/areas/event.yaml"
  },
  "1808": {
    "status": 422,
    "pl": "Opis jest za długi (najwyżej 10000 znaków)",
    "en": "Description is too long (at most 10000 characters)",
    "source": "manifests/areas/event.yaml"
  },
  "1809": {
    "status": 422,
    "pl": "Wybrana kategoria lokalizacji nie istnieje",
    "en": "The chosen location category does not exist",
    "source": "manifests/areas/event.yaml"
  },
  "1810": {
    "status": 422,
    "pl": "Wybrana kategoria lokalizacji jest nieaktywna",
    "en": "The chosen location category is inactive",
    "source": "manifests/areas/event.yaml"
  },
  "1811": {
    "status": 422,
    "pl": "Lokalizacja jest za długa (najwyżej 255 znaków)",
    "en": "Location is too long (at most 255 characters)",
    "source": "manifests/areas/event.yaml"
  },
  "1812": {
    "status": 422,
    "pl": "Data wydarzenia jest wymagana",
    "en": "Event date is required",
    "source": "manifests/areas/event.yaml"
  },
  "1813": {
    "status": 422,
    "pl": "Nieprawidłowa data wydarzenia (oczekiwano daty i godziny, np. 2025-10-01T14:30:00)",
    "en": "Invalid event date (a date and time expected, e.g. 2025-10-01T14:30:00)",
    "source": "manifests/areas/event.yaml"
  },
  "1814": {
    "status": 422,
    "pl": "Zdjęcie musi być przesłanym plikiem JPG, PNG lub GIF (najwyżej 2 MB)",
    "en": "The photo must be an uploaded JPG, PNG or GIF file (at most 2 MB)",
    "source": "manifests/areas/event.yaml"
  },
  "1815": {
    "status": 422,
    "pl": "Status jest wymagany",
    "en": "Status is required",
    "source": "manifests/areas/event.yaml"
  },
  "1816": {
    "status": 422,
    "pl": "Nieprawidłowy status (dozwolone active lub inactive)",
    "en": "Invalid status (active or inactive allowed)",
    "source": "manifests/areas/event.yaml"
  },
  "1817": {
    "status": 422,
    "pl": "Język jest wymagany",
    "en": "Language is required",
    "source": "manifests/areas/event.yaml"
  },
  "1818": {
    "status": 422,
    "pl": "Nieprawidłowy język (dozwolone pl lub en)",
    "en": "Invalid language (pl or en allowed)",
    "source": "manifests/areas/event.yaml"
  },
  "1819": {
    "status": 422,
    "pl": "Wybrany kampus nie istnieje",
    "en": "The chosen campus does not exist",
    "source": "manifests/areas/event.yaml"
  },
  "1820": {
    "status": 422,
    "pl": "Wybrany kampus jest nieaktywny",
    "en": "The chosen campus is inactive",
    "source": "manifests/areas/event.yaml"
  },
  "1821": {
    "status": 404,
    "pl": "Wydarzenie nie istnieje",
    "en": "Event not found",
    "source": "manifests/areas/event.yaml"
  },
  "1825": {
    "status": 422,
    "pl": "Nazwa jest wymagana (po polsku i po angielsku)",
    "en": "Name is required (in Polish and in English)",
    "source": "manifests/areas/category.yaml"
  },
  "1826": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/category.yaml"
  },
  "1827": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/category.yaml"
  },
  "1828": {
    "status": 404,
    "pl": "Kategoria nie istnieje",
    "en": "Category not found",
    "source": "manifests/areas/category.yaml"
  },
  "1829": {
    "status": 409,
    "pl": "Nie można usunąć kategorii przypisanej do wydarzeń lub aktualności",
    "en": "A category assigned to events or news items cannot be deleted",
    "source": "manifests/areas/category.yaml"
  },
  "1901": {
    "status": 404,
    "pl": "Użytkownik nie istnieje",
    "en": "User not found",
    "source": "manifests/areas/user.yaml"
  },
  "1902": {
    "status": 422,
    "pl": "Rola jest wymagana",
    "en": "Role is required",
    "source": "manifests/areas/user.yaml"
  },
  "1903": {
    "status": 409,
    "pl": "Nie można odebrać roli ostatniemu administratorowi ani go usunąć",
    "en": "The last administrator cannot lose the admin role or be deleted",
    "source": "manifests/areas/user.yaml"
  },
  "1904": {
    "status": 409,
    "pl": "Nie można usunąć użytkownika katalogowego",
    "en": "A directory user cannot be deleted",
    "source": "manifests/areas/user.yaml"
  },
  "1905": {
    "status": 422,
    "pl": "Role muszą być tablicą liczb (1-5)",
    "en": "Roles must be a numeric array (1-5)",
    "source": "manifests/areas/user.yaml"
  },
  "1906": {
    "status": 409,
    "pl": "Nie można usunąć własnego konta",
    "en": "You cannot delete your own account",
    "source": "manifests/areas/user.yaml"
  },
  "1907": {
    "status": 422,
    "pl": "Imię i nazwisko jest za krótkie (co najmniej 2 znaki)",
    "en": "Name is too short (at least 2 characters)",
    "source": "manifests/areas/user.yaml"
  },
  "1908": {
    "status": 422,
    "pl": "Imię i nazwisko jest za długie (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/user.yaml"
  },
  "1909": {
    "status": 422,
    "pl": "E-mail jest za długi (najwyżej 255 znaków)",
    "en": "E-mail is too long (at most 255 characters)",
    "source": "manifests/areas/user.yaml"
  },
  "1910": {
    "status": 422,
    "pl": "Role katalogowe nadaje katalog uczelni przy logowaniu kontem uczelnianym: nie można ich tu przyznać ani odebrać",
    "en": "Directory roles come from the university directory at single sign-on: they cannot be given or taken here",
    "source": "manifests/areas/user.yaml"
  },
  "1911": {
    "status": 422,
    "pl": "Nieprawidłowy login (litera na początku, dalej litery, cyfry, kropki, myślniki lub podkreślenia, np. jan.kowalski)",
    "en": "Invalid login (a letter first, then letters, digits, dots, hyphens or underscores, e.g. jan.kowalski)",
    "source": "manifests/areas/user.yaml"
  },
  "1912": {
    "status": 409,
    "pl": "Ten login ma już inne konto",
    "en": "Another account already has this login",
    "source": "manifests/areas/user.yaml"
  },
  "1913": {
    "status": 409,
    "pl": "Nie można zmienić hasła użytkownika katalogowego",
    "en": "The password of a directory user cannot be changed",
    "source": "manifests/areas/user.yaml"
  },
  "1914": {
    "status": 422,
    "pl": "Login jest za krótki (co najmniej 3 znaki)",
    "en": "Login is too short (at least 3 characters)",
    "source": "manifests/areas/user.yaml"
  },
  "1915": {
    "status": 422,
    "pl": "Login jest za długi (najwyżej 64 znaki)",
    "en": "Login is too long (at most 64 characters)",
    "source": "manifests/areas/user.yaml"
  },
  "2001": {
    "status": 403,
    "pl": "Użytkownik nie ma odpowiednich uprawnień",
    "en": "User does not have the right roles.",
    "source": "manifests/catalogues/codes.yaml"
  },
  "2002": {
    "status": 401,
    "pl": "Nieuwierzytelniony",
    "en": "Unauthenticated.",
    "source": "manifests/catalogues/codes.yaml"
  },
  "2101": {
    "status": 404,
    "pl": "Zgłoszenie SOS nie istnieje",
    "en": "SOS report not found",
    "source": "manifests/areas/sos.yaml"
  },
  "2113": {
    "status": 409,
    "pl": "Odpowiedź na to zgłoszenie SOS została już wysłana",
    "en": "A reply to this SOS report has already been sent",
    "source": "manifests/areas/sos.yaml"
  },
  "2114": {
    "status": 409,
    "pl": "Zgłoszenie SOS nie ma zalogowanego autora, więc nie można wysłać odpowiedzi",
    "en": "The SOS report has no signed-in author, so no reply can be sent",
    "source": "manifests/areas/sos.yaml"
  },
  "2115": {
    "status": 429,
    "pl": "Z tego konta wysłano w ciągu godziny zbyt wiele zgłoszeń SOS; w nagłym wypadku zadzwoń pod 112",
    "en": "This account sent too many SOS reports within an hour; in an emergency call 112",
    "source": "manifests/areas/sos.yaml"
  },
  "2201": {
    "status": 422,
    "pl": "Nie przesłano pliku",
    "en": "No file was sent",
    "source": "manifests/catalogues/codes.yaml"
  },
  "2202": {
    "status": 415,
    "pl": "Nieprawidłowy format pliku",
    "en": "Wrong file format",
    "source": "manifests/catalogues/codes.yaml"
  },
  "2203": {
    "status": 413,
    "pl": "Plik jest za duży",
    "en": "The file is too big",
    "source": "manifests/catalogues/codes.yaml"
  },
  "2204": {
    "status": 422,
    "pl": "Nieznany rodzaj pliku",
    "en": "Unknown kind of file",
    "source": "manifests/catalogues/codes.yaml"
  },
  "2205": {
    "status": 404,
    "pl": "Nie znaleziono pliku",
    "en": "File not found",
    "source": "manifests/catalogues/codes.yaml"
  },
  "2300": {
    "status": 404,
    "pl": "Przycisk nie istnieje",
    "en": "Button not found",
    "source": "manifests/areas/button.yaml"
  },
  "2301": {
    "status": 422,
    "pl": "Nazwa jest wymagana",
    "en": "Name is required",
    "source": "manifests/areas/button.yaml"
  },
  "2302": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/button.yaml"
  },
  "2303": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/button.yaml"
  },
  "2304": {
    "status": 422,
    "pl": "Opis jest za długi (najwyżej 1000 znaków)",
    "en": "Description is too long (at most 1000 characters)",
    "source": "manifests/areas/button.yaml"
  },
  "2305": {
    "status": 422,
    "pl": "Miejsce jest wymagane",
    "en": "Place is required",
    "source": "manifests/areas/button.yaml"
  },
  "2306": {
    "status": 422,
    "pl": "Nieprawidłowe miejsce (dozwolone before_articles lub before_events)",
    "en": "Invalid place (before_articles or before_events allowed)",
    "source": "manifests/areas/button.yaml"
  },
  "2307": {
    "status": 422,
    "pl": "Adres URL jest wymagany",
    "en": "URL is required",
    "source": "manifests/areas/button.yaml"
  },
  "2308": {
    "status": 422,
    "pl": "Nieprawidłowy adres URL (oczekiwano adresu http:// lub https://)",
    "en": "Invalid URL (an http:// or https:// address expected)",
    "source": "manifests/areas/button.yaml"
  },
  "2309": {
    "status": 422,
    "pl": "Adres URL jest za długi (najwyżej 2048 znaków)",
    "en": "URL is too long (at most 2048 characters)",
    "source": "manifests/areas/button.yaml"
  },
  "2310": {
    "status": 422,
    "pl": "Kolor musi być zapisany szesnastkowo jako #RRGGBB",
    "en": "Colour must be a hex colour #RRGGBB",
    "source": "manifests/areas/button.yaml"
  },
  "2311": {
    "status": 422,
    "pl": "Obraz musi być przesłanym plikiem JPG, PNG lub GIF (najwyżej 2 MB)",
    "en": "The image must be an uploaded JPG, PNG or GIF file (at most 2 MB)",
    "source": "manifests/areas/button.yaml"
  },
  "2312": {
    "status": 422,
    "pl": "Status jest wymagany",
    "en": "Status is required",
    "source": "manifests/areas/button.yaml"
  },
  "2313": {
    "status": 422,
    "pl": "Nieprawidłowy status (dozwolone active lub inactive)",
    "en": "Invalid status (active or inactive allowed)",
    "source": "manifests/areas/button.yaml"
  },
  "2314": {
    "status": 422,
    "pl": "Język jest wymagany",
    "en": "Language is required",
    "source": "manifests/areas/button.yaml"
  },
  "2315": {
    "status": 422,
    "pl": "Nieprawidłowy język (dozwolone pl lub en)",
    "en": "Invalid language (pl or en allowed)",
    "source": "manifests/areas/button.yaml"
  },
  "2316": {
    "status": 422,
    "pl": "Nieprawidłowa data rozpoczęcia (oczekiwano RRRR-MM-DD)",
    "en": "Invalid start date (YYYY-MM-DD expected)",
    "source": "manifests/areas/button.yaml"
  },
  "2317": {
    "status": 422,
    "pl": "Nieprawidłowa data zakończenia (oczekiwano RRRR-MM-DD)",
    "en": "Invalid end date (YYYY-MM-DD expected)",
    "source": "manifests/areas/button.yaml"
  },
  "2318": {
    "status": 422,
    "pl": "Data zakończenia nie może być wcześniejsza niż data rozpoczęcia",
    "en": "The end date cannot be earlier than the start date",
    "source": "manifests/areas/button.yaml"
  },
  "2353": {
    "status": 409,
    "pl": "Osiągnięto maksymalną liczbę aktywnych przycisków (5) dla wybranego języka i miejsca",
    "en": "The maximum number of active buttons (5) for the chosen language and place has been reached",
    "source": "manifests/areas/button.yaml"
  },
  "2401": {
    "status": 422,
    "pl": "Nazwa jest wymagana (po polsku i po angielsku)",
    "en": "Name is required (in Polish and in English)",
    "source": "manifests/areas/campus.yaml"
  },
  "2402": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/campus.yaml"
  },
  "2403": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/campus.yaml"
  },
  "2404": {
    "status": 422,
    "pl": "Język jest wymagany",
    "en": "Language is required",
    "source": "manifests/areas/campus.yaml"
  },
  "2405": {
    "status": 422,
    "pl": "Nieprawidłowy język (dozwolone pl lub en)",
    "en": "Invalid language (pl or en allowed)",
    "source": "manifests/areas/campus.yaml"
  },
  "2406": {
    "status": 404,
    "pl": "Etykieta kampusu nie istnieje",
    "en": "Campus label not found",
    "source": "manifests/areas/campus.yaml"
  },
  "2407": {
    "status": 409,
    "pl": "Nie można usunąć kampusu, do którego przypisano wydarzenie lub aktualność",
    "en": "A campus that an event or news item is assigned to cannot be deleted",
    "source": "manifests/areas/campus.yaml"
  },
  "3000": {
    "status": 503,
    "pl": "Router nie odpowiada",
    "en": "Router not responding",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3001": {
    "status": 422,
    "pl": "Podaj identyfikator obiektu mapy (liczba całkowita od 1)",
    "en": "Give the id of a map object (a whole number from 1)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3002": {
    "status": 404,
    "pl": "Nie ma obiektu mapy o tym identyfikatorze",
    "en": "No map object has this id",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3003": {
    "status": 422,
    "pl": "Ten obiekt jest wyłączony z wyznaczania tras",
    "en": "This object is left out of routing",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3004": {
    "status": 422,
    "pl": "Żadna trasa nie prowadzi do tego obiektu (na jego piętrze nie ma tras albo pomieszczenie nie ma drzwi ani trasy w środku)",
    "en": "No route reaches this object (its floor has no routes, or the room has neither a door nor a route inside)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3005": {
    "status": 422,
    "pl": "Między tymi obiektami nie ma drogi",
    "en": "There is no way between these objects",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3006": {
    "status": 422,
    "pl": "Między tymi obiektami nie ma drogi bez schodów (jest tylko ze schodami)",
    "en": "There is no step-free way between these objects (only one with stairs)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3007": {
    "status": 422,
    "pl": "Parametr accessible musi mieć wartość true albo false",
    "en": "accessible must be true or false",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3008": {
    "status": 422,
    "pl": "Podaj identyfikator lub klucz obiektu mapy albo położenie jako długość,szerokość,piętro (np. 19.4581,51.7530,p1)",
    "en": "Give a map object's id or key, or a position as lon,lat,floor (e.g. 19.4581,51.7530,p1)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3009": {
    "status": 404,
    "pl": "Żaden obiekt opublikowanej mapy nie ma tego klucza",
    "en": "No object of the published map has this key",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3010": {
    "status": 422,
    "pl": "Ten klucz mają obiekty na kilku piętrach; podaj piętro przed kluczem (np. p1:A-101)",
    "en": "Objects on several floors have this key; give the floor before it (e.g. p1:A-101)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3011": {
    "status": 404,
    "pl": "Mapa nie została jeszcze opublikowana",
    "en": "The map has not been published yet",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3100": {
    "status": 422,
    "pl": "Nie przesłano archiwum IMDF (plik .zip w polu archive)",
    "en": "No IMDF archive was sent (a .zip file in the field archive)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3101": {
    "status": 422,
    "pl": "Archiwum nie jest poprawnym plikiem zip",
    "en": "The archive is not a valid zip file",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3102": {
    "status": 422,
    "pl": "Archiwum nie zawiera pliku manifest.json",
    "en": "The archive has no manifest.json",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3103": {
    "status": 422,
    "pl": "Plik archiwum nie jest poprawnym JSON-em z kolekcją obiektów GeoJSON (FeatureCollection)",
    "en": "A file of the archive is not valid JSON holding a GeoJSON FeatureCollection",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3104": {
    "status": 422,
    "pl": "Ścieżka w archiwum wychodzi poza archiwum (.. lub ścieżka bezwzględna)",
    "en": "A path in the archive leads outside it (.. or an absolute path)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3105": {
    "status": 413,
    "pl": "Archiwum zawiera zbyt wiele plików",
    "en": "The archive holds too many files",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3106": {
    "status": 413,
    "pl": "Archiwum jest za duże",
    "en": "The archive is too large",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3107": {
    "status": 422,
    "pl": "Obiekt archiwum odwołuje się do kondygnacji (level), której archiwum nie zawiera",
    "en": "A feature of the archive refers to a level the archive does not have",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3108": {
    "status": 422,
    "pl": "Nieobsługiwana wersja IMDF w manifest.json (obsługiwana jest 1.0.0 i jej wersje kandydujące)",
    "en": "Unsupported IMDF version in manifest.json (1.0.0 and its release candidates are supported)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3109": {
    "status": 422,
    "pl": "Archiwum zawiera na jednym piętrze więcej obiektów, niż mapa przyjmuje (20 000 na piętro)",
    "en": "The archive holds more features on one floor than the map takes (20,000 a floor)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3110": {
    "status": 422,
    "pl": "Pominięto: kondygnacja obiektu ma numer (ordinal) spoza pięter -2 do 20",
    "en": "Left out: the feature's level has an ordinal outside floors -2 to 20",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3111": {
    "status": 422,
    "pl": "Pominięto: ten rodzaj lub kategoria obiektu IMDF nie ma odpowiednika na mapie",
    "en": "Left out: this IMDF feature type or category has no counterpart on the map",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3112": {
    "status": 422,
    "pl": "Pominięto: geometria lub właściwości obiektu nie spełniają reguł mapy",
    "en": "Left out: the feature's geometry or properties break the map's rules",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3113": {
    "status": 422,
    "pl": "Pominięto: obiekt odwołuje się do obiektu, którego nie zaimportowano",
    "en": "Left out: the feature refers to a feature that was not imported",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3114": {
    "status": 422,
    "pl": "Pominięto: identyfikator powtórzony w archiwum",
    "en": "Left out: an id repeated in the archive",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3115": {
    "status": 422,
    "pl": "Pominięto: punkt sieci tras (navPath) bez sąsiadów",
    "en": "Left out: a navPath node without neighbours",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3116": {
    "status": 422,
    "pl": "Pominięto: tekst we właściwościach obiektu jest za długi (ponad 10 000 znaków)",
    "en": "Left out: a text in the feature's properties is too long (over 10,000 characters)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3117": {
    "status": 422,
    "pl": "Pominięto: współrzędne lub właściwości obiektu są zagnieżdżone zbyt głęboko (ponad 16 poziomów)",
    "en": "Left out: the feature's coordinates or properties are nested too deep (over 16 levels)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3118": {
    "status": 422,
    "pl": "Pominięto: tekst obiektu zawiera znak NUL lub niesparowany surogat UTF-16, których baza nie przechowa",
    "en": "Left out: a text of the feature holds a NUL character or a lone UTF-16 surrogate, which the database cannot store",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3119": {
    "status": 503,
    "pl": "Serwer przetwarza już inne archiwa; spróbuj ponownie za chwilę",
    "en": "The server is already processing other archives; try again shortly",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3120": {
    "status": 422,
    "pl": "Pominięto: geometria przecina samą siebie lub ma otwór poza obrysem",
    "en": "Left out: the geometry crosses itself or has a hole outside its outline",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3121": {
    "status": 422,
    "pl": "Pominięto: obrys nie jest zamknięty lub ma za mało punktów",
    "en": "Left out: an outline is not closed or has too few positions",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3122": {
    "status": 422,
    "pl": "Pominięto: obiekt ma za dużo wierzchołków (najwyżej 10000)",
    "en": "Left out: the feature has too many vertices (at most 10000)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3200": {
    "status": 422,
    "pl": "Token urządzenia jest wymagany",
    "en": "The device token is required",
    "source": "manifests/areas/user.yaml"
  },
  "3201": {
    "status": 422,
    "pl": "Token urządzenia jest za długi (najwyżej 4096 znaków)",
    "en": "The device token is too long (at most 4096 characters)",
    "source": "manifests/areas/user.yaml"
  },
  "3202": {
    "status": 422,
    "pl": "Platforma jest wymagana",
    "en": "Platform is required",
    "source": "manifests/areas/user.yaml"
  },
  "3203": {
    "status": 422,
    "pl": "Nieprawidłowa platforma (dozwolone android, ios lub web)",
    "en": "Invalid platform (android, ios or web allowed)",
    "source": "manifests/areas/user.yaml"
  },
  "3204": {
    "status": 422,
    "pl": "Nieprawidłowy język (dozwolone pl lub en)",
    "en": "Invalid language (pl or en allowed)",
    "source": "manifests/areas/user.yaml"
  },
  "3210": {
    "status": 422,
    "pl": "Długość geograficzna jest wymagana",
    "en": "Longitude is required",
    "source": "manifests/areas/sos.yaml"
  },
  "3211": {
    "status": 422,
    "pl": "Długość geograficzna musi być liczbą od -180 do 180",
    "en": "The longitude must be a number from -180 to 180",
    "source": "manifests/areas/sos.yaml"
  },
  "3212": {
    "status": 422,
    "pl": "Szerokość geograficzna jest wymagana",
    "en": "Latitude is required",
    "source": "manifests/areas/sos.yaml"
  },
  "3213": {
    "status": 422,
    "pl": "Szerokość geograficzna musi być liczbą od -90 do 90",
    "en": "The latitude must be a number from -90 to 90",
    "source": "manifests/areas/sos.yaml"
  },
  "3214": {
    "status": 422,
    "pl": "Nieprawidłowe piętro (od p-2 do p20)",
    "en": "Invalid level (p-2 to p20)",
    "source": "manifests/areas/sos.yaml"
  },
  "3215": {
    "status": 422,
    "pl": "Wiadomość jest za długa (najwyżej 1000 znaków)",
    "en": "Message is too long (at most 1000 characters)",
    "source": "manifests/areas/sos.yaml"
  },
  "3220": {
    "status": 422,
    "pl": "Treść opinii jest wymagana",
    "en": "Opinion is required",
    "source": "manifests/areas/rating.yaml"
  },
  "3221": {
    "status": 422,
    "pl": "Treść opinii jest za krótka (co najmniej 3 znaki)",
    "en": "Opinion is too short (at least 3 characters)",
    "source": "manifests/areas/rating.yaml"
  },
  "3222": {
    "status": 422,
    "pl": "Treść opinii jest za długa (najwyżej 2000 znaków)",
    "en": "Opinion is too long (at most 2000 characters)",
    "source": "manifests/areas/rating.yaml"
  },
  "3225": {
    "status": 422,
    "pl": "Nieznany obszar (np. sos, rating, notification, article, event)",
    "en": "Unknown area (e.g. sos, rating, notification, article, event)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3226": {
    "status": 422,
    "pl": "Podaj od 1 do 50 identyfikatorów rekordów rozdzielonych przecinkami",
    "en": "Give 1 to 50 record ids separated by commas",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3227": {
    "status": 404,
    "pl": "Ten rekord nie ma żadnych wysyłek",
    "en": "This record has no deliveries",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3230": {
    "status": 422,
    "pl": "Link do ustawienia hasła jest nieprawidłowy, wygasł lub został już użyty; poproś o nowy",
    "en": "The password reset link is invalid, has expired or was already used; ask for a new one",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3231": {
    "status": 422,
    "pl": "Brak tokenu z linku do ustawienia hasła",
    "en": "The token of the password reset link is required",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3240": {
    "status": 422,
    "pl": "Początek publikacji musi być datą i godziną",
    "en": "The start of publication must be a date and time",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3241": {
    "status": 422,
    "pl": "Koniec publikacji musi być datą i godziną",
    "en": "The end of publication must be a date and time",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3242": {
    "status": 422,
    "pl": "Koniec publikacji nie może być wcześniejszy niż jej początek",
    "en": "The end of publication cannot come before its start",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3300": {
    "status": 404,
    "pl": "Ostatnie wydanie mapy nie ma tego piętra (piętra: GET /api/app/v1/map)",
    "en": "The latest map release has no such floor (the floors: GET /api/app/v1/map)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3301": {
    "status": 404,
    "pl": "Nie ma takiego kafla: z od 12 do 20, x i y od 0 do 2^z − 1",
    "en": "No such tile: z from 12 to 20, x and y from 0 to 2^z − 1",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3302": {
    "status": 422,
    "pl": "Podaj tekst do wyszukania (q)",
    "en": "Give the text to search for (q)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3303": {
    "status": 422,
    "pl": "Tekst do wyszukania jest za długi (najwyżej 100 znaków)",
    "en": "The text to search for is too long (at most 100 characters)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3310": {
    "status": 501,
    "pl": "Przyjmowanie zajętości parkingów jest wyłączone (nie ustawiono PARKING_FEED_TOKEN)",
    "en": "The parking occupancy feed is off (PARKING_FEED_TOKEN is not set)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3311": {
    "status": 401,
    "pl": "Brak lub nieprawidłowy token systemu parkingowego",
    "en": "The parking system's token is missing or wrong",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3312": {
    "status": 422,
    "pl": "Wyślij listę od 1 do 1000 parkingów",
    "en": "Send a list of 1 to 1000 parking lots",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3313": {
    "status": 422,
    "pl": "Pozycja listy musi być obiektem z polami system_id, parking_lot_id, taken i total",
    "en": "An entry of the list must be an object with system_id, parking_lot_id, taken and total",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3314": {
    "status": 422,
    "pl": "system_id musi być tekstem (od 1 do 255 znaków)",
    "en": "system_id must be text (1 to 255 characters)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3315": {
    "status": 422,
    "pl": "parking_lot_id musi być tekstem (od 1 do 255 znaków)",
    "en": "parking_lot_id must be text (1 to 255 characters)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3316": {
    "status": 422,
    "pl": "taken musi być liczbą całkowitą od 0 do 100000",
    "en": "taken must be a whole number from 0 to 100000",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3317": {
    "status": 422,
    "pl": "total musi być liczbą całkowitą od 0 do 100000",
    "en": "total must be a whole number from 0 to 100000",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3318": {
    "status": 422,
    "pl": "Ten parking jest już na liście",
    "en": "This parking lot is already in the list",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3320": {
    "status": 416,
    "pl": "Żądany zakres bajtów leży poza plikiem",
    "en": "The requested byte range lies outside the file",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3400": {
    "status": 422,
    "pl": "Podaj identyfikator obiektu mapy do zamknięcia (liczba całkowita od 1)",
    "en": "Give the id of the map object to close (a whole number from 1)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3401": {
    "status": 404,
    "pl": "Ani robocza, ani opublikowana mapa nie ma obiektu o tym identyfikatorze",
    "en": "Neither the draft nor the published map has an object with this id",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3402": {
    "status": 422,
    "pl": "Zamknąć można tylko drzwi, łącznik pięter (windę, schody), schody lub trasę",
    "en": "Only a door, a connector (lift, stairs), stairs or a route can be closed",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3403": {
    "status": 422,
    "pl": "Podaj datę i godzinę ze strefą czasową (np. 2026-11-27T08:00:00+01:00)",
    "en": "Give a date and time with its time zone (e.g. 2026-11-27T08:00:00+01:00)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3404": {
    "status": 422,
    "pl": "Koniec zamknięcia musi być po jego początku",
    "en": "The closure must end after it starts",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3405": {
    "status": 422,
    "pl": "Koniec zamknięcia już minął",
    "en": "The closure's end has already passed",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3406": {
    "status": 422,
    "pl": "Podaj powód zamknięcia (od 1 do 500 znaków)",
    "en": "Give the reason for the closure (1 to 500 characters)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3407": {
    "status": 404,
    "pl": "Nie ma takiego zamknięcia",
    "en": "No such closure",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3408": {
    "status": 422,
    "pl": "To miejsce jest teraz zamknięte albo dostępne tylko przez zamknięte przejście",
    "en": "This place is closed now, or reached only through something closed",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3410": {
    "status": 404,
    "pl": "Nie znaleziono podkładu",
    "en": "Underlay not found",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3411": {
    "status": 422,
    "pl": "Plik nie jest przesłanym planem piętra (rodzaj underlay: PNG lub JPEG)",
    "en": "The file is not an uploaded floor plan (kind underlay: PNG or JPEG)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3412": {
    "status": 422,
    "pl": "Obraz jest za duży: najwyżej 10 000 pikseli na bok",
    "en": "The image is too large: at most 10,000 pixels a side",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3413": {
    "status": 422,
    "pl": "Położenie musi być przekształceniem [a, b, c, d, e, f] z liczb skończonych, które nie spłaszcza obrazu",
    "en": "The placement must be a transform [a, b, c, d, e, f] of finite numbers that does not flatten the image",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3414": {
    "status": 422,
    "pl": "Narożniki muszą być czterema punktami [długość, szerokość] tworzącymi równoległobok (lewy górny, prawy górny, prawy dolny, lewy dolny)",
    "en": "The corners must be four [longitude, latitude] points forming a parallelogram (top left, top right, bottom right, bottom left)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3415": {
    "status": 422,
    "pl": "Podaj przekształcenie albo narożniki, nie oba",
    "en": "Give the transform or the corners, not both",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3416": {
    "status": 422,
    "pl": "Krycie musi być liczbą od 0 do 1",
    "en": "Opacity must be a number from 0 to 1",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3417": {
    "status": 422,
    "pl": "Nazwa musi być tekstem (od 1 do 200 znaków)",
    "en": "The name must be text (1 to 200 characters)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3418": {
    "status": 409,
    "pl": "Piętro ma już 20 podkładów",
    "en": "The floor already has 20 underlays",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3419": {
    "status": 422,
    "pl": "Ukryty musi być wartością logiczną (true albo false)",
    "en": "Hidden must be true or false",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3420": {
    "status": 422,
    "pl": "Podaj tekst do wyszukania (q)",
    "en": "Give the text to search for (q)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3421": {
    "status": 422,
    "pl": "Tekst do wyszukania jest za długi (najwyżej 120 znaków)",
    "en": "The text to search for is too long (at most 120 characters)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3422": {
    "status": 422,
    "pl": "Liczba wyników (limit) musi być liczbą całkowitą od 1 do 100",
    "en": "The number of matches (limit) must be a whole number from 1 to 100",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3440": {
    "status": 409,
    "pl": "Ktoś inny zmienił te same obiekty: wybierz swoją lub jego wersję i zapisz ponownie",
    "en": "Someone else changed the same features: choose yours or theirs and save again",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3441": {
    "status": 401,
    "pl": "Bilet podglądu na żywo jest nieprawidłowy lub wygasł",
    "en": "The live ticket is invalid or expired",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3442": {
    "status": 429,
    "pl": "Masz otwartych zbyt wiele podglądów na żywo; zamknij któryś z nich",
    "en": "You have too many live views open; close one of them",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3443": {
    "status": 429,
    "pl": "Obecność wysłano zbyt często; spróbuj ponownie za chwilę",
    "en": "Presence was sent too often; try again shortly",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3444": {
    "status": 404,
    "pl": "Nie ma takiego otwartego podglądu na żywo",
    "en": "No such open live view",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3445": {
    "status": 422,
    "pl": "Zaznaczenie musi być listą identyfikatorów obiektów (najwyżej 1000)",
    "en": "The selection must be a list of feature ids (at most 1,000)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3460": {
    "status": 400,
    "pl": "Nieznany parametr zapytania (dozwolone: te, które dokument /api/ogc/api podaje dla tej ścieżki)",
    "en": "Unknown query parameter (allowed: those /api/ogc/api declares for this path)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3461": {
    "status": 400,
    "pl": "Liczba obiektów na stronie (limit) musi być liczbą całkowitą od 1",
    "en": "The number of features a page (limit) must be a whole number from 1",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3462": {
    "status": 400,
    "pl": "Przesunięcie (offset) musi być liczbą całkowitą od 0 do 1000000",
    "en": "The offset must be a whole number from 0 to 1000000",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3463": {
    "status": 400,
    "pl": "Nieprawidłowy bbox: zachód,południe,wschód,północ w stopniach CRS84 (bbox-crs tylko CRS84)",
    "en": "Invalid bbox: west,south,east,north in CRS84 degrees (bbox-crs only CRS84)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3464": {
    "status": 400,
    "pl": "Nieprawidłowy datetime: chwila lub przedział RFC 3339 (.. to otwarty koniec)",
    "en": "Invalid datetime: an RFC 3339 instant or interval (.. for an open end)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3465": {
    "status": 400,
    "pl": "Nieprawidłowa wartość filtra (level: p-2 do p20, category: identyfikator, key i name: do 255 znaków)",
    "en": "Invalid filter value (level: p-2 to p20, category: an id, key and name: up to 255 characters)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3466": {
    "status": 404,
    "pl": "Nie ma takiej kolekcji",
    "en": "There is no such collection",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3467": {
    "status": 404,
    "pl": "Nie ma takiego obiektu w tej kolekcji",
    "en": "There is no such feature in this collection",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3468": {
    "status": 405,
    "pl": "Wydania mapy są tylko do odczytu: zapisuj w kolekcji wersji roboczej (<typ>_draft)",
    "en": "Map releases are read-only: write to the draft's collection (<type>_draft)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3469": {
    "status": 428,
    "pl": "Zapis wymaga nagłówka If-Match z ETagiem obiektu odczytanym wcześniej",
    "en": "A write needs an If-Match header with the feature's ETag as read",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3470": {
    "status": 412,
    "pl": "Obiekt został zmieniony od chwili odczytu (ETag nie pasuje): odczytaj go ponownie",
    "en": "The feature changed since it was read (the ETag does not match): read it again",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3471": {
    "status": 422,
    "pl": "Obiekt nie zmienia kondygnacji (level): usuń go i utwórz na innej",
    "en": "A feature does not change its level: delete it and create it on the other one",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3472": {
    "status": 400,
    "pl": "Jedyny obsługiwany format to f=json",
    "en": "The only format served is f=json",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "3480": {
    "status": 422,
    "pl": "Plik archiwum używa nieznanego układu współrzędnych (znane: WGS84/CRS84, EPSG:2180, EPSG:2176-2179, EPSG:3857, EPSG:4258)",
    "en": "A file of the archive uses an unknown coordinate system (known: WGS84/CRS84, EPSG:2180, EPSG:2176-2179, EPSG:3857, EPSG:4258)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3481": {
    "status": 422,
    "pl": "Plik archiwum ma pole crs, które nie nazywa układu współrzędnych (oczekiwano {\"type\": \"name\", \"properties\": {\"name\": \"EPSG:2180\"}})",
    "en": "A file of the archive has a crs member that does not name a coordinate system (expected {\"type\": \"name\", \"properties\": {\"name\": \"EPSG:2180\"}})",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3500": {
    "status": 422,
    "pl": "Liczba wierszy na stronie musi wynosić 10, 25, 50 lub 100",
    "en": "Rows per page must be 10, 25, 50 or 100",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3501": {
    "status": 422,
    "pl": "Nieprawidłowa wartość filtru listy",
    "en": "Invalid value of a list filter",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3502": {
    "status": 422,
    "pl": "Nieznana strefa czasowa",
    "en": "Unknown time zone",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3503": {
    "status": 422,
    "pl": "Wybierz od 1 do 100 różnych rekordów",
    "en": "Choose 1 to 100 different records",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3504": {
    "status": 422,
    "pl": "Ta lista nie wykonuje takiej akcji zbiorczej",
    "en": "This list has no such bulk action",
    "source": "manifests/catalogues/codes.yaml"
  },
  "3505": {
    "status": 422,
    "pl": "Początek zakresu dat jest późniejszy niż jego koniec",
    "en": "The start of the date range is after its end",
    "source": "manifests/catalogues/codes.yaml"
  },
  "6000": {
    "status": 422,
    "pl": "Nazwa jest wymagana",
    "en": "Name is required",
    "source": "manifests/areas/commercial.yaml"
  },
  "6001": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/commercial.yaml"
  },
  "6002": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/commercial.yaml"
  },
  "6003": {
    "status": 422,
    "pl": "Plik wideo jest wymagany",
    "en": "Video file is required",
    "source": "manifests/areas/commercial.yaml"
  },
  "6004": {
    "status": 422,
    "pl": "Wideo musi być przesłanym plikiem MP4 lub WebM (najwyżej 120 MB)",
    "en": "The video must be an uploaded MP4 or WebM file (at most 120 MB)",
    "source": "manifests/areas/commercial.yaml"
  },
  "6005": {
    "status": 422,
    "pl": "Język jest wymagany",
    "en": "Language is required",
    "source": "manifests/areas/commercial.yaml"
  },
  "6006": {
    "status": 422,
    "pl": "Nieprawidłowy język (dozwolone pl lub en)",
    "en": "Invalid language (pl or en allowed)",
    "source": "manifests/areas/commercial.yaml"
  },
  "6007": {
    "status": 422,
    "pl": "Wybrany beacon nie istnieje",
    "en": "The chosen beacon does not exist",
    "source": "manifests/areas/commercial.yaml"
  },
  "6008": {
    "status": 422,
    "pl": "Nieprawidłowy status (dozwolone active lub inactive)",
    "en": "Invalid status (active or inactive allowed)",
    "source": "manifests/areas/commercial.yaml"
  },
  "6009": {
    "status": 404,
    "pl": "Reklama nie istnieje",
    "en": "Advertisement not found",
    "source": "manifests/areas/commercial.yaml"
  },
  "6101": {
    "status": 422,
    "pl": "Nazwa jest wymagana (po polsku i po angielsku)",
    "en": "Name is required (in Polish and in English)",
    "source": "manifests/areas/notification.yaml"
  },
  "6102": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/notification.yaml"
  },
  "6103": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/notification.yaml"
  },
  "6104": {
    "status": 422,
    "pl": "Opis jest wymagany (po polsku i po angielsku)",
    "en": "Description is required (in Polish and in English)",
    "source": "manifests/areas/notification.yaml"
  },
  "6105": {
    "status": 422,
    "pl": "Opis jest za krótki (co najmniej 3 znaki)",
    "en": "Description is too short (at least 3 characters)",
    "source": "manifests/areas/notification.yaml"
  },
  "6106": {
    "status": 422,
    "pl": "Opis jest za długi (najwyżej 1000 znaków)",
    "en": "Description is too long (at most 1000 characters)",
    "source": "manifests/areas/notification.yaml"
  },
  "6107": {
    "status": 422,
    "pl": "Wybrana sala nie istnieje",
    "en": "The chosen room does not exist",
    "source": "manifests/areas/notification.yaml"
  },
  "6108": {
    "status": 422,
    "pl": "Status jest wymagany",
    "en": "Status is required",
    "source": "manifests/areas/notification.yaml"
  },
  "6109": {
    "status": 422,
    "pl": "Nieprawidłowy status (dozwolone active lub inactive)",
    "en": "Invalid status (active or inactive allowed)",
    "source": "manifests/areas/notification.yaml"
  },
  "6110": {
    "status": 422,
    "pl": "Typ jest wymagany",
    "en": "Type is required",
    "source": "manifests/areas/notification.yaml"
  },
  "6111": {
    "status": 422,
    "pl": "Nieprawidłowy typ (dozwolone general, marketing, push lub route)",
    "en": "Invalid type (general, marketing, push or route allowed)",
    "source": "manifests/areas/notification.yaml"
  },
  "6112": {
    "status": 422,
    "pl": "Obraz musi być przesłanym plikiem JPG, PNG lub GIF (najwyżej 2 MB)",
    "en": "The image must be an uploaded JPG, PNG or GIF file (at most 2 MB)",
    "source": "manifests/areas/notification.yaml"
  },
  "6113": {
    "status": 422,
    "pl": "Nadawca jest za krótki (co najmniej 2 znaki)",
    "en": "Sender is too short (at least 2 characters)",
    "source": "manifests/areas/notification.yaml"
  },
  "6114": {
    "status": 422,
    "pl": "Nadawca jest za długi (najwyżej 255 znaków)",
    "en": "Sender is too long (at most 255 characters)",
    "source": "manifests/areas/notification.yaml"
  },
  "6115": {
    "status": 422,
    "pl": "Nieprawidłowa data wysłania (oczekiwano daty i godziny, np. 2025-10-01T14:30:00)",
    "en": "Invalid send date (a date and time expected, e.g. 2025-10-01T14:30:00)",
    "source": "manifests/areas/notification.yaml"
  },
  "6116": {
    "status": 422,
    "pl": "Plik dźwiękowy musi być przesłanym plikiem WAV lub MP3 (najwyżej 10 MB)",
    "en": "The audio file must be an uploaded WAV or MP3 file (at most 10 MB)",
    "source": "manifests/areas/notification.yaml"
  },
  "6117": {
    "status": 422,
    "pl": "Powiadomienie push wymaga nadawcy i daty wysłania",
    "en": "A push notification needs a sender and a send date",
    "source": "manifests/areas/notification.yaml"
  },
  "6118": {
    "status": 422,
    "pl": "Powiadomienie na trasie wymaga pliku dźwiękowego",
    "en": "A route notification needs an audio file",
    "source": "manifests/areas/notification.yaml"
  },
  "6119": {
    "status": 404,
    "pl": "Powiadomienie nie istnieje",
    "en": "Notification not found",
    "source": "manifests/areas/notification.yaml"
  },
  "6122": {
    "status": 409,
    "pl": "Nie można edytować wysłanego powiadomienia push",
    "en": "A push notification that has been sent cannot be edited",
    "source": "manifests/areas/notification.yaml"
  },
  "6123": {
    "status": 409,
    "pl": "Nie można usunąć wysłanego powiadomienia push",
    "en": "A push notification that has been sent cannot be deleted",
    "source": "manifests/areas/notification.yaml"
  },
  "6200": {
    "status": 422,
    "pl": "Zgłoszenie SOS jest wymagane",
    "en": "SOS report is required",
    "source": "manifests/areas/sos.yaml"
  },
  "6201": {
    "status": 422,
    "pl": "Wybrane zgłoszenie SOS nie istnieje",
    "en": "The chosen SOS report does not exist",
    "source": "manifests/areas/sos.yaml"
  },
  "6202": {
    "status": 422,
    "pl": "Tytuł odpowiedzi jest wymagany",
    "en": "Reply title is required",
    "source": "manifests/areas/sos.yaml"
  },
  "6203": {
    "status": 422,
    "pl": "Tytuł odpowiedzi jest za krótki (co najmniej 3 znaki)",
    "en": "Reply title is too short (at least 3 characters)",
    "source": "manifests/areas/sos.yaml"
  },
  "6204": {
    "status": 422,
    "pl": "Tytuł odpowiedzi jest za długi (najwyżej 100 znaków)",
    "en": "Reply title is too long (at most 100 characters)",
    "source": "manifests/areas/sos.yaml"
  },
  "6205": {
    "status": 422,
    "pl": "Treść odpowiedzi jest wymagana",
    "en": "Reply body is required",
    "source": "manifests/areas/sos.yaml"
  },
  "6206": {
    "status": 422,
    "pl": "Treść odpowiedzi jest za krótka (co najmniej 3 znaki)",
    "en": "Reply body is too short (at least 3 characters)",
    "source": "manifests/areas/sos.yaml"
  },
  "6207": {
    "status": 422,
    "pl": "Treść odpowiedzi jest za długa (najwyżej 1000 znaków)",
    "en": "Reply body is too long (at most 1000 characters)",
    "source": "manifests/areas/sos.yaml"
  },
  "6208": {
    "status": 502,
    "pl": "Nie udało się wysłać powiadomienia push z odpowiedzią",
    "en": "The reply push notification could not be sent",
    "source": "manifests/areas/sos.yaml"
  },
  "6300": {
    "status": 404,
    "pl": "Kontakt SOS nie istnieje",
    "en": "SOS contact not found",
    "source": "manifests/areas/email_sms.yaml"
  },
  "6301": {
    "status": 422,
    "pl": "Nazwa jest za krótka (co najmniej 3 znaki)",
    "en": "Name is too short (at least 3 characters)",
    "source": "manifests/areas/email_sms.yaml"
  },
  "6302": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/email_sms.yaml"
  },
  "6303": {
    "status": 422,
    "pl": "Nieprawidłowy numer telefonu (oczekiwano formatu międzynarodowego, np. +48421234567)",
    "en": "Invalid phone number (international format expected, e.g. +48421234567)",
    "source": "manifests/areas/email_sms.yaml"
  },
  "6304": {
    "status": 422,
    "pl": "E-mail jest za długi (najwyżej 255 znaków)",
    "en": "E-mail is too long (at most 255 characters)",
    "source": "manifests/areas/email_sms.yaml"
  },
  "6305": {
    "status": 422,
    "pl": "Nieprawidłowy status (dozwolone active lub inactive)",
    "en": "Invalid status (active or inactive allowed)",
    "source": "manifests/areas/email_sms.yaml"
  },
  "6306": {
    "status": 422,
    "pl": "Kontakt SOS wymaga numeru telefonu lub adresu e-mail",
    "en": "An SOS contact needs a phone number or an e-mail address",
    "source": "manifests/areas/email_sms.yaml"
  },
  "6400": {
    "status": 404,
    "pl": "Parking nie istnieje",
    "en": "Parking lot not found",
    "source": "manifests/areas/parking.yaml"
  },
  "6401": {
    "status": 422,
    "pl": "Nazwa jest wymagana (po polsku i po angielsku)",
    "en": "Name is required (in Polish and in English)",
    "source": "manifests/areas/parking.yaml"
  },
  "6402": {
    "status": 422,
    "pl": "Nazwa jest za długa (najwyżej 255 znaków)",
    "en": "Name is too long (at most 255 characters)",
    "source": "manifests/areas/parking.yaml"
  },
  "6403": {
    "status": 422,
    "pl": "Nazwa kampusu jest za długa (najwyżej 255 znaków)",
    "en": "Campus name is too long (at most 255 characters)",
    "source": "manifests/areas/parking.yaml"
  },
  "6404": {
    "status": 422,
    "pl": "Nieprawidłowy status (dozwolone active lub inactive)",
    "en": "Invalid status (active or inactive allowed)",
    "source": "manifests/areas/parking.yaml"
  },
  "6405": {
    "status": 404,
    "pl": "Pozycja legendy nie istnieje",
    "en": "Legend entry not found",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6406": {
    "status": 422,
    "pl": "Tytuł jest wymagany (po polsku i po angielsku)",
    "en": "Title is required (in Polish and in English)",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6407": {
    "status": 422,
    "pl": "Tytuł jest za krótki (co najmniej 2 znaki)",
    "en": "Title is too short (at least 2 characters)",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6408": {
    "status": 422,
    "pl": "Tytuł jest za długi (najwyżej 100 znaków)",
    "en": "Title is too long (at most 100 characters)",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6409": {
    "status": 422,
    "pl": "Początek zakresu jest wymagany",
    "en": "Start of the range is required",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6410": {
    "status": 422,
    "pl": "Początek zakresu nie może być mniejszy niż 0%",
    "en": "Start of the range cannot be below 0%",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6411": {
    "status": 422,
    "pl": "Początek zakresu nie może być większy niż 100%",
    "en": "Start of the range cannot be above 100%",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6412": {
    "status": 422,
    "pl": "Koniec zakresu jest wymagany",
    "en": "End of the range is required",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6413": {
    "status": 422,
    "pl": "Koniec zakresu nie może być mniejszy niż 0%",
    "en": "End of the range cannot be below 0%",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6414": {
    "status": 422,
    "pl": "Koniec zakresu nie może być większy niż 100%",
    "en": "End of the range cannot be above 100%",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6415": {
    "status": 422,
    "pl": "Opis jest za długi (najwyżej 1000 znaków)",
    "en": "Description is too long (at most 1000 characters)",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6416": {
    "status": 422,
    "pl": "Początek zakresu nie może być większy niż jego koniec",
    "en": "The start of the range cannot be greater than its end",
    "source": "manifests/areas/parking_legend.yaml"
  },
  "6500": {
    "status": 404,
    "pl": "Beacon nie istnieje",
    "en": "Beacon not found",
    "source": "manifests/areas/beacons.yaml"
  },
  "6501": {
    "status": 422,
    "pl": "Nazwa identyfikacyjna jest wymagana",
    "en": "Identifying name is required",
    "source": "manifests/areas/beacons.yaml"
  },
  "6502": {
    "status": 422,
    "pl": "Nazwa identyfikacyjna jest za krótka (co najmniej 2 znaki)",
    "en": "Identifying name is too short (at least 2 characters)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6503": {
    "status": 422,
    "pl": "Nazwa identyfikacyjna jest za długa (najwyżej 255 znaków)",
    "en": "Identifying name is too long (at most 255 characters)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6504": {
    "status": 422,
    "pl": "Piętro jest wymagane",
    "en": "Level is required",
    "source": "manifests/areas/beacons.yaml"
  },
  "6505": {
    "status": 422,
    "pl": "Status jest wymagany",
    "en": "Status is required",
    "source": "manifests/areas/beacons.yaml"
  },
  "6506": {
    "status": 422,
    "pl": "Nieprawidłowy status (dozwolone active lub inactive)",
    "en": "Invalid status (active or inactive allowed)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6507": {
    "status": 422,
    "pl": "Adres MAC jest wymagany",
    "en": "MAC address is required",
    "source": "manifests/areas/beacons.yaml"
  },
  "6508": {
    "status": 422,
    "pl": "Nieprawidłowy adres MAC (oczekiwano sześciu par cyfr szesnastkowych, np. AA:BB:CC:DD:EE:FF)",
    "en": "Invalid MAC address (six pairs of hex digits expected, e.g. AA:BB:CC:DD:EE:FF)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6509": {
    "status": 409,
    "pl": "Beacon o tym adresie MAC już istnieje",
    "en": "A beacon with this MAC address already exists",
    "source": "manifests/areas/beacons.yaml"
  },
  "6510": {
    "status": 422,
    "pl": "Poziom baterii nie może być mniejszy niż 0%",
    "en": "Battery level cannot be below 0%",
    "source": "manifests/areas/beacons.yaml"
  },
  "6511": {
    "status": 422,
    "pl": "Poziom baterii nie może być większy niż 100%",
    "en": "Battery level cannot be above 100%",
    "source": "manifests/areas/beacons.yaml"
  },
  "6512": {
    "status": 422,
    "pl": "Korekta mocy nadawania jest za mała (co najmniej -30 dBm)",
    "en": "Tx power correction is too low (at least -30 dBm)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6513": {
    "status": 422,
    "pl": "Korekta mocy nadawania jest za duża (najwyżej 30 dBm)",
    "en": "Tx power correction is too high (at most 30 dBm)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6514": {
    "status": 422,
    "pl": "Nazwa urządzenia jest za długa (najwyżej 255 znaków)",
    "en": "Device name is too long (at most 255 characters)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6515": {
    "status": 422,
    "pl": "Interwał nadawania jest za krótki (co najmniej 100 ms)",
    "en": "Advertising interval is too short (at least 100 ms)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6516": {
    "status": 422,
    "pl": "Interwał nadawania jest za długi (najwyżej 10000 ms)",
    "en": "Advertising interval is too long (at most 10000 ms)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6517": {
    "status": 422,
    "pl": "Warstwa profilu jest za długa (najwyżej 255 znaków)",
    "en": "Profile layer is too long (at most 255 characters)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6518": {
    "status": 422,
    "pl": "RSSI z odległości 1 m jest za niskie (co najmniej -120 dBm)",
    "en": "RSSI at 1 m is too low (at least -120 dBm)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6519": {
    "status": 422,
    "pl": "RSSI z odległości 1 m jest za wysokie (najwyżej 0 dBm)",
    "en": "RSSI at 1 m is too high (at most 0 dBm)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6520": {
    "status": 422,
    "pl": "Zdjęcie montażu musi być przesłanym plikiem JPG, PNG lub GIF (najwyżej 2 MB)",
    "en": "The mounting photo must be an uploaded JPG, PNG or GIF file (at most 2 MB)",
    "source": "manifests/areas/beacons.yaml"
  },
  "6701": {
    "status": 422,
    "pl": "Tytuł odpowiedzi jest wymagany",
    "en": "Reply title is required",
    "source": "manifests/areas/rating.yaml"
  },
  "6702": {
    "status": 422,
    "pl": "Tytuł odpowiedzi jest za krótki (co najmniej 3 znaki)",
    "en": "Reply title is too short (at least 3 characters)",
    "source": "manifests/areas/rating.yaml"
  },
  "6703": {
    "status": 422,
    "pl": "Tytuł odpowiedzi jest za długi (najwyżej 100 znaków)",
    "en": "Reply title is too long (at most 100 characters)",
    "source": "manifests/areas/rating.yaml"
  },
  "6704": {
    "status": 422,
    "pl": "Treść odpowiedzi jest wymagana",
    "en": "Reply body is required",
    "source": "manifests/areas/rating.yaml"
  },
  "6705": {
    "status": 422,
    "pl": "Treść odpowiedzi jest za krótka (co najmniej 3 znaki)",
    "en": "Reply body is too short (at least 3 characters)",
    "source": "manifests/areas/rating.yaml"
  },
  "6706": {
    "status": 422,
    "pl": "Treść odpowiedzi jest za długa (najwyżej 1000 znaków)",
    "en": "Reply body is too long (at most 1000 characters)",
    "source": "manifests/areas/rating.yaml"
  },
  "6707": {
    "status": 404,
    "pl": "Opinia nie istnieje",
    "en": "Opinion not found",
    "source": "manifests/areas/rating.yaml"
  },
  "6708": {
    "status": 409,
    "pl": "Autor opinii nie był zalogowany, więc nie można wysłać odpowiedzi",
    "en": "The author of the opinion was not signed in, so no reply can be sent",
    "source": "manifests/areas/rating.yaml"
  },
  "6709": {
    "status": 502,
    "pl": "Nie udało się wysłać powiadomienia push z odpowiedzią",
    "en": "The reply push notification could not be sent",
    "source": "manifests/areas/rating.yaml"
  },
  "6710": {
    "status": 409,
    "pl": "Odpowiedź na tę opinię została już wysłana",
    "en": "A reply to this opinion has already been sent",
    "source": "manifests/areas/rating.yaml"
  },
  "6711": {
    "status": 429,
    "pl": "Z tego konta wysłano w ciągu godziny zbyt wiele opinii; spróbuj ponownie później",
    "en": "This account sent too many opinions within an hour; try again later",
    "source": "manifests/areas/rating.yaml"
  },
  "6712": {
    "status": 429,
    "pl": "Z tego adresu wysłano w ciągu godziny zbyt wiele opinii bez logowania; zaloguj się albo spróbuj ponownie później",
    "en": "Too many opinions without signing in were sent from this address within an hour; sign in or try again later",
    "source": "manifests/areas/rating.yaml"
  },
  "9001": {
    "status": 400,
    "pl": "Nieprawidłowa treść żądania",
    "en": "Malformed request body",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9002": {
    "status": 422,
    "pl": "Nieznane pole",
    "en": "Unknown field",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9003": {
    "status": 422,
    "pl": "Nieprawidłowy typ wartości",
    "en": "Wrong type of value",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9004": {
    "status": 404,
    "pl": "Nie znaleziono",
    "en": "Not found",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9005": {
    "status": 422,
    "pl": "Nieprawidłowy numer strony",
    "en": "Invalid page number",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9006": {
    "status": 422,
    "pl": "Nieprawidłowa wartość",
    "en": "Invalid value",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9007": {
    "status": 404,
    "pl": "Nie znaleziono rekordu",
    "en": "Record not found",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9008": {
    "status": 413,
    "pl": "Żądanie jest za duże",
    "en": "The request is too large",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9009": {
    "status": 400,
    "pl": "Nieprawidłowy adres żądania",
    "en": "Malformed request address",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9010": {
    "status": 503,
    "pl": "Baza danych chwilowo nie odpowiada; spróbuj ponownie za chwilę",
    "en": "The database is not answering for the moment; try again shortly",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9011": {
    "status": 503,
    "pl": "Serwer jest zamykany; spróbuj ponownie za chwilę",
    "en": "The server is shutting down; try again shortly",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9012": {
    "status": 400,
    "pl": "Nieprawidłowy nagłówek Idempotency-Key (od 1 do 255 drukowalnych znaków ASCII, jeden nagłówek)",
    "en": "Malformed Idempotency-Key header (1 to 255 printable ASCII characters, one header)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9013": {
    "status": 422,
    "pl": "Ten klucz Idempotency-Key został już użyty z innym żądaniem",
    "en": "This Idempotency-Key was already used with another request",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9014": {
    "status": 409,
    "pl": "Żądanie z tym kluczem Idempotency-Key jest jeszcze przetwarzane; spróbuj ponownie za chwilę",
    "en": "A request with this Idempotency-Key is still being processed; try again shortly",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9015": {
    "status": 412,
    "pl": "Ktoś inny zmienił ten rekord od chwili jego otwarcia",
    "en": "Someone else changed this record since you opened it",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9016": {
    "status": 422,
    "pl": "Nieprawidłowe sortowanie listy",
    "en": "Invalid sort order of the list",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9017": {
    "status": 404,
    "pl": "Tej listy nie można pobrać jako pliku",
    "en": "This list cannot be downloaded as a file",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9018": {
    "status": 429,
    "pl": "Z tego adresu wysłano zbyt wiele żądań aplikacji mobilnej; spróbuj ponownie później",
    "en": "Too many mobile app requests were sent from this address; try again later",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "9019": {
    "status": 422,
    "pl": "Nieznany stan publikacji (scheduled, live, ended lub hidden)",
    "en": "Unknown publication state (scheduled, live, ended or hidden)",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9020": {
    "status": 429,
    "pl": "Z tego adresu wysłano zbyt wiele zapytań aplikacji; spróbuj ponownie za chwilę",
    "en": "Too many app requests were sent from this address; try again shortly",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "9021": {
    "status": 422,
    "pl": "Nieznana wartość filtru",
    "en": "Unknown filter value",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "9022": {
    "status": 422,
    "pl": "Nieprawidłowy kursor zmian: użyj wartości cursor z poprzedniej odpowiedzi",
    "en": "Invalid changes cursor: send the cursor of the previous answer",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "9023": {
    "status": 409,
    "pl": "Żądanie z tym kluczem Idempotency-Key zostało już wykonane, ale jego odpowiedź przepadła przy zatrzymaniu serwera; odśwież, aby zobaczyć wynik",
    "en": "The request with this Idempotency-Key was already carried out, but its answer was lost when a server stopped; reload to see its result",
    "source": "manifests/catalogues/codes.yaml"
  },
  "9030": {
    "status": 501,
    "pl": "Metryki są wyłączone (nie ustawiono METRICS_TOKEN)",
    "en": "Metrics are off (METRICS_TOKEN is not set)",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "9031": {
    "status": 401,
    "pl": "Brak lub nieprawidłowy token metryk",
    "en": "The metrics token is missing or wrong",
    "console": false,
    "source": "manifests/catalogues/codes.yaml"
  },
  "9999": {
    "status": 500,
    "pl": "Nieznany błąd serwera",
    "en": "Unknown server error",
    "source": "manifests/catalogues/codes.yaml"
  }
};
export const authMessages = {
  "unauthenticated": "Unauthenticated.",
  "forbidden": "User does not have the right roles."
} as const;
