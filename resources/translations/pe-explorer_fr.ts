<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CoreMessage</name>
    <message>
        <source>%1 = %2 is out of range: it must be an integer from %3 to %4</source>
        <translation>%1 = %2 est hors limites&#xa0;: un entier de %3 à %4 est attendu</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be an even integer from %3 to %4</source>
        <translation>%1 = %2 est hors limites&#xa0;: un entier pair de %3 à %4 est attendu</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be a number from %3 to %4</source>
        <translation>%1 = %2 est hors limites&#xa0;: un nombre de %3 à %4 est attendu</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be a finite number greater than %3 and at most %4</source>
        <translation>%1 = %2 est hors limites&#xa0;: un nombre fini supérieur à %3 et d’au plus %4 est attendu</translation>
    </message>
    <message>
        <source>%1 = %2 is out of range: it must be 0 (unset) or an integer from %3 to %4</source>
        <translation>%1 = %2 est hors limites&#xa0;: 0 (non défini) ou un entier de %3 à %4 est attendu</translation>
    </message>
    <message>
        <source>%1 has %2 items, %3 are needed</source>
        <translation>%1 compte %2 éléments, il en faut %3</translation>
    </message>
    <message>
        <source>%1: factor %2 is %3, every factor must be a finite number greater than 0</source>
        <translation>%1&#xa0;: le facteur %2 vaut %3, chaque facteur doit être un nombre fini supérieur à 0</translation>
    </message>
    <message>
        <source>the encoding&apos;s d = %1 differs from the embedding&apos;s d = %2</source>
        <translation>le d de l’encodage (%1) diffère de celui des plongements (%2)</translation>
    </message>
    <message>
        <source>the two sentences do not hold the same words</source>
        <translation>les deux phrases ne contiennent pas les mêmes mots</translation>
    </message>
    <message>
        <source>cannot open: %1</source>
        <translation>ouverture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot read: %1</source>
        <translation>lecture impossible&#xa0;: %1</translation>
    </message>
    <message>
        <source>cannot list the folder: %1</source>
        <translation>impossible de lister le dossier&#xa0;: %1</translation>
    </message>
    <message>
        <source>not a regular file</source>
        <translation>pas un fichier ordinaire</translation>
    </message>
    <message>
        <source>empty file</source>
        <translation>fichier vide</translation>
    </message>
    <message>
        <source>larger than %1 bytes</source>
        <translation>plus de %1 octets</translation>
    </message>
    <message>
        <source>the file ends at byte %1, %2 were expected</source>
        <translation>le fichier s’arrête à l’octet %1, %2 étaient attendus</translation>
    </message>
    <message>
        <source>truncated data</source>
        <translation>données tronquées</translation>
    </message>
    <message>
        <source>truncated data: %1 bytes needed, %2 remain</source>
        <translation>données tronquées&#xa0;: %1 octets nécessaires, il en reste %2</translation>
    </message>
    <message>
        <source>unknown extension %1: %2 is needed</source>
        <translation>extension %1 inconnue&#xa0;: il faut %2</translation>
    </message>
    <message>
        <source>not a model: open a folder, a config.json, or a %1 file</source>
        <translation>pas un modèle&#xa0;: ouvrez un dossier, un config.json ou un fichier %1</translation>
    </message>
    <message>
        <source>not a %1 file (wrong magic)</source>
        <translation>pas un fichier %1 (signature incorrecte)</translation>
    </message>
    <message>
        <source>unsupported %1 version %2</source>
        <translation>version %2 de %1 non prise en charge</translation>
    </message>
    <message>
        <source>truncated header</source>
        <translation>en-tête tronqué</translation>
    </message>
    <message>
        <source>truncated header: %1 bytes needed, %2 remain</source>
        <translation>en-tête tronqué&#xa0;: %1 octets nécessaires, il en reste %2</translation>
    </message>
    <message>
        <source>header larger than 100 MB (%1 bytes)</source>
        <translation>en-tête de plus de 100 Mo (%1 octets)</translation>
    </message>
    <message>
        <source>malformed header</source>
        <translation>en-tête mal formé</translation>
    </message>
    <message>
        <source>malformed header (byte %1 of the header)</source>
        <translation>en-tête mal formé (octet %1 de l’en-tête)</translation>
    </message>
    <message>
        <source>invalid JSON at line %1, column %2</source>
        <translation>JSON invalide ligne %1, colonne %2</translation>
    </message>
    <message>
        <source>the header&apos;s sizes or offsets contradict the data</source>
        <translation>les tailles ou positions de l’en-tête contredisent les données</translation>
    </message>
    <message>
        <source>the header&apos;s sizes or offsets for %1 contradict the data</source>
        <translation>les tailles ou positions de %1 dans l’en-tête contredisent les données</translation>
    </message>
    <message>
        <source>unsupported element type %1</source>
        <translation>type d’élément %1 non pris en charge</translation>
    </message>
    <message>
        <source>tensor %1: unsupported element type %2</source>
        <translation>tenseur %1&#xa0;: type d’élément %2 non pris en charge</translation>
    </message>
    <message>
        <source>%1 has a %2-D shape %3: a 2-D matrix (positions x dimensions) is needed</source>
        <translation>%1 a une forme à %2 dimensions %3&#xa0;: une matrice à 2 dimensions (positions × dimensions) est attendue</translation>
    </message>
    <message>
        <source>no tensor named %1 (2-D tensors: %2)</source>
        <translation>aucun tenseur nommé %1 (tenseurs à 2 dimensions&#xa0;: %2)</translation>
    </message>
    <message>
        <source>found no position table (2-D tensors: %1); choose one with --tensor</source>
        <translation>aucune table de positions trouvée (tenseurs à 2 dimensions&#xa0;: %1)&#xa0;; choisissez-en une avec --tensor</translation>
    </message>
    <message>
        <source>several position tables: %1; choose one with --tensor</source>
        <translation>plusieurs tables de positions&#xa0;: %1&#xa0;; choisissez-en une avec --tensor</translation>
    </message>
    <message>
        <source>--tensor does not apply: a %1 file holds one table</source>
        <translation>--tensor ne s’applique pas&#xa0;: un fichier %1 contient une seule table</translation>
    </message>
    <message>
        <source>no weights in the folder (model.safetensors, its index, *.safetensors, *.npz, *.gguf or *.npy)</source>
        <translation>aucun fichier de poids dans le dossier (model.safetensors, son index, *.safetensors, *.npz, *.gguf ou *.npy)</translation>
    </message>
    <message>
        <source>several weights files; open one of them</source>
        <translation>plusieurs fichiers de poids&#xa0;; ouvrez-en un</translation>
    </message>
    <message>
        <source>several weights files: %1; open one of them</source>
        <translation>plusieurs fichiers de poids&#xa0;: %1&#xa0;; ouvrez-en un</translation>
    </message>
    <message>
        <source>not a number: %1 at line %2, field %3</source>
        <translation>pas un nombre&#xa0;: %1 ligne %2, champ %3</translation>
    </message>
    <message>
        <source>empty field at line %1, field %2</source>
        <translation>champ vide ligne %1, champ %2</translation>
    </message>
    <message>
        <source>value %1 out of range at line %2, field %3</source>
        <translation>valeur %1 hors limites ligne %2, champ %3</translation>
    </message>
    <message>
        <source>line %1 has %2 fields, %3 were expected</source>
        <translation>la ligne %1 a %2 champs, %3 étaient attendus</translation>
    </message>
    <message>
        <source>blank line %1 inside the data</source>
        <translation>ligne vide %1 au milieu des données</translation>
    </message>
    <message>
        <source>ambiguous CSV dialect (separator and decimal mark: %1); convert it to &apos;,&apos; and &apos;.&apos;</source>
        <translation>dialecte CSV ambigu (séparateur et marque décimale&#xa0;: %1)&#xa0;; convertissez-le en &apos;,&apos; et &apos;.&apos;</translation>
    </message>
    <message>
        <source>empty matrix (%1 rows, %2 columns)</source>
        <translation>matrice vide (%1 lignes, %2 colonnes)</translation>
    </message>
    <message>
        <source>matrix too large (%1 x %2)</source>
        <translation>matrice trop grande (%1 × %2)</translation>
    </message>
    <message>
        <source>%1 value at row %2, column %3</source>
        <translation>valeur %1 ligne %2, colonne %3</translation>
    </message>
    <message>
        <source>not a readable .npz (zip) archive</source>
        <translation>archive .npz (zip) illisible</translation>
    </message>
    <message>
        <source>the archive holds no .npy member</source>
        <translation>l’archive ne contient aucun membre .npy</translation>
    </message>
    <message>
        <source>%1: missing</source>
        <translation>%1&#xa0;: absent</translation>
    </message>
    <message>
        <source>%1: missing (%2 needs it)</source>
        <translation>%1&#xa0;: absent (%2 en a besoin)</translation>
    </message>
    <message>
        <source>%1: %2 expected</source>
        <translation>%1&#xa0;: il faut %2</translation>
    </message>
    <message>
        <source>%1: item %2 is not a finite number greater than 0</source>
        <translation>%1&#xa0;: l’élément %2 n’est pas un nombre fini supérieur à 0</translation>
    </message>
    <message>
        <source>%1: %2 is not a whole number from %3 to %4</source>
        <translation>%1&#xa0;: %2 n’est pas un entier de %3 à %4</translation>
    </message>
    <message>
        <source>%1: %2 is not greater than %3</source>
        <translation>%1&#xa0;: %2 n’est pas supérieur à %3</translation>
    </message>
    <message>
        <source>%1: %2 is below %3</source>
        <translation>%1&#xa0;: %2 est inférieur à %3</translation>
    </message>
    <message>
        <source>%1: %2 is more than %3</source>
        <translation>%1&#xa0;: %2 dépasse %3</translation>
    </message>
    <message>
        <source>%1: this value cannot be used</source>
        <translation>%1&#xa0;: valeur inutilisable</translation>
    </message>
    <message>
        <source>%1: %2 cannot be used</source>
        <translation>%1&#xa0;: %2 inutilisable</translation>
    </message>
    <message>
        <source>model_type %1 is not one whose positions pe-explorer knows</source>
        <translation>model_type %1&#xa0;: pe-explorer ne connaît pas les positions de ce type de modèle</translation>
    </message>
    <message>
        <source>&apos;%1&apos;</source>
        <translation>«&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>un nombre</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>une chaîne</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true ou false</translation>
    </message>
    <message>
        <source>a list of numbers</source>
        <translation>une liste de nombres</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>un objet</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>the array</source>
        <translation>le tableau</translation>
    </message>
    <message>
        <source>tensor %1</source>
        <translation>le tenseur %1</translation>
    </message>
    <message>
        <source>no such file or folder</source>
        <translation>fichier ou dossier introuvable</translation>
    </message>
    <message>
        <source>permission denied</source>
        <translation>permission refusée</translation>
    </message>
    <message>
        <source>no space left on the device</source>
        <translation>plus de place sur le disque</translation>
    </message>
    <message>
        <source>disk quota exceeded</source>
        <translation>quota de disque dépassé</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>a part of the path is not a folder</source>
        <translation>une partie du chemin n’est pas un dossier</translation>
    </message>
    <message>
        <source>read-only file system</source>
        <translation>système de fichiers en lecture seule</translation>
    </message>
    <message>
        <source>file too large</source>
        <translation>fichier trop volumineux</translation>
    </message>
    <message>
        <source>input/output error</source>
        <translation>erreur d’entrée-sortie</translation>
    </message>
    <message>
        <source>name too long</source>
        <translation>nom trop long</translation>
    </message>
    <message>
        <source>too many symbolic links</source>
        <translation>trop de liens symboliques</translation>
    </message>
    <message>
        <source>too many open files</source>
        <translation>trop de fichiers ouverts</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>unknown error</source>
        <translation>erreur inconnue</translation>
    </message>
    <message>
        <source>system error %1</source>
        <translation>erreur système %1</translation>
    </message>
    <message>
        <source>in %1: %2</source>
        <translation>dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>écriture impossible dans %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write %1: same file as %2</source>
        <translation>écriture impossible dans %1&#xa0;: même fichier que %2</translation>
    </message>
</context>
<context>
    <name>HeatmapAnnotations</name>
    <message>
        <source>left columns of each half</source>
        <translation>colonnes de gauche de chaque moitié</translation>
    </message>
    <message>
        <source>bottom rows of each half</source>
        <translation>lignes du bas de chaque moitié</translation>
    </message>
    <message>
        <source>left columns</source>
        <translation>colonnes de gauche</translation>
    </message>
    <message>
        <source>bottom rows</source>
        <translation>lignes du bas</translation>
    </message>
    <message>
        <source>right columns of each half</source>
        <translation>colonnes de droite de chaque moitié</translation>
    </message>
    <message>
        <source>top rows of each half</source>
        <translation>lignes du haut de chaque moitié</translation>
    </message>
    <message>
        <source>right columns</source>
        <translation>colonnes de droite</translation>
    </message>
    <message>
        <source>top rows</source>
        <translation>lignes du haut</translation>
    </message>
    <message>
        <source>First positions t = 0, 1, 2 (bottom rows):
they differ only in the fast dimensions</source>
        <translation>Premières positions t = 0, 1, 2 (lignes du bas)&#xa0;:
elles ne diffèrent que dans les dimensions rapides</translation>
    </message>
    <message>
        <source>First positions t = 0, 1, 2 (left columns):
they differ only in the fast dimensions</source>
        <translation>Premières positions t = 0, 1, 2 (colonnes de gauche)&#xa0;:
elles ne diffèrent que dans les dimensions rapides</translation>
    </message>
    <message>
        <source>Fast dimensions (%1): short wavelengths
dimensions %2, %3: a full turn every %4 positions</source>
        <translation>Dimensions rapides (%1)&#xa0;: courtes longueurs d’onde
dimensions %2, %3&#xa0;: un tour complet toutes les %4 positions</translation>
    </message>
    <message>
        <source>Slow dimensions (%1): long wavelengths
dimensions %2, %3: a full turn every %4 positions</source>
        <translation>Dimensions lentes (%1)&#xa0;: grandes longueurs d’onde
dimensions %2, %3&#xa0;: un tour complet toutes les %4 positions</translation>
    </message>
</context>
<context>
    <name>Lesson</name>
    <message>
        <source>--step needs --lesson NAME</source>
        <translation>--step demande --lesson NOM</translation>
    </message>
    <message>
        <source>--lesson: unknown lesson &apos;%1&apos; (available: %2)</source>
        <translation>--lesson&#xa0;: leçon «&#xa0;%1&#xa0;» inconnue (disponibles&#xa0;: %2)</translation>
    </message>
    <message>
        <source>--step: &apos;%1&apos; is not a step of %2 (1 to %3)</source>
        <translation>--step&#xa0;: «&#xa0;%1&#xa0;» n’est pas une étape de %2 (1 à %3)</translation>
    </message>
    <message>
        <source>%1 needs --lesson NAME</source>
        <translation>%1 demande --lesson NOM</translation>
    </message>
    <message>
        <source>%1 writes every step of the lesson: leave out --export, --csv and --save-session</source>
        <translation>%1 écrit toutes les étapes de la leçon : retirez --export, --csv et --save-session</translation>
    </message>
</context>
<context>
    <name>NumberList</name>
    <message>
        <source>&apos;%1&apos; is not a number: separate the numbers with &apos;%2&apos;</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre&#xa0;: séparez les nombres par «&#xa0;%2&#xa0;»</translation>
    </message>
</context>
<context>
    <name>Options</name>
    <message>
        <source>not enough memory for this export; nothing was written (lower --size, --scale, L or d)</source>
        <translation>pas assez de mémoire pour cet export&#xa0;; rien n’a été écrit (diminuez --size, --scale, L ou d)</translation>
    </message>
    <message>
        <source>--csv: %1</source>
        <translation>--csv&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>PanelView</name>
    <message>
        <source>Nothing to show: %1</source>
        <translation>Rien à montrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Key position j</source>
        <translation>Position de la clé j</translation>
    </message>
    <message>
        <source>Query position i</source>
        <translation>Position de la requête i</translation>
    </message>
</context>
<context>
    <name>Preset</name>
    <message>
        <source>--preset: unknown preset &apos;%1&apos; (available: %2)</source>
        <translation>--preset&#xa0;: préréglage «&#xa0;%1&#xa0;» inconnu (disponibles&#xa0;: %2)</translation>
    </message>
</context>
<context>
    <name>QObject</name>
    <message>
        <source>the figure size %1x%2 is out of range: each side must be from %3 to %4 pixels</source>
        <translation>la taille de figure %1x%2 est hors limites&#xa0;: chaque côté doit faire de %3 à %4 pixels</translation>
    </message>
    <message>
        <source>the scale factor %1 is out of range: it must be from 0.5 to %2</source>
        <translation>le facteur d’échelle %1 est hors limites&#xa0;: il doit aller de 0,5 à %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>aucun nom de fichier donné</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 does not exist</source>
        <translation>impossible d’écrire %1&#xa0;: le dossier %2 n’existe pas</translation>
    </message>
    <message>
        <source>cannot write %1: the folder %2 is not writable</source>
        <translation>impossible d’écrire %1&#xa0;: le dossier %2 n’est pas accessible en écriture</translation>
    </message>
    <message>
        <source>cannot write %1: it is a folder</source>
        <translation>impossible d’écrire %1&#xa0;: c’est un dossier</translation>
    </message>
    <message>
        <source>the file would hold %L1 values, about %2 GB; files over %3 GB are written only with --force</source>
        <translation>le fichier contiendrait %L1 valeurs, environ %2 Go&#xa0;; les fichiers de plus de %3 Go ne sont écrits qu’avec --force</translation>
    </message>
    <message>
        <source>a %1x%2 figure at scale %3 is %4 megapixels; the limit is %5 megapixels (lower --size or --scale)</source>
        <translation>une figure de %1x%2 à l’échelle %3 fait %4 mégapixels&#xa0;; la limite est %5 mégapixels (diminuez --size ou --scale)</translation>
    </message>
    <message>
        <source>not enough memory for a %1x%2 pixel image</source>
        <translation>pas assez de mémoire pour une image de %1x%2 pixels</translation>
    </message>
    <message>
        <source>the PNG could not be encoded (not enough memory?)</source>
        <translation>le PNG n’a pas pu être encodé (mémoire insuffisante&#xa0;?)</translation>
    </message>
    <message>
        <source>the figure could not be drawn</source>
        <translation>la figure n’a pas pu être dessinée</translation>
    </message>
    <message>
        <source>cannot write %1: unknown figure extension (use .png, .svg or .pdf)</source>
        <translation>impossible d’écrire %1&#xa0;: extension de figure inconnue (utilisez .png, .svg ou .pdf)</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d’écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>cannot write %1: a data file must end in .csv</source>
        <translation>impossible d’écrire %1&#xa0;: un fichier de données doit se terminer par .csv</translation>
    </message>
    <message>
        <source>export of %1 cancelled</source>
        <translation>export de %1 annulé</translation>
    </message>
    <message>
        <source>cannot save the screenshot</source>
        <translation>impossible d’enregistrer la capture d’écran</translation>
    </message>
    <message>
        <source>Made with pe-explorer. Colour maps (heatmaps) are embedded as images of at most %1 pixels a side; everything else is vector.</source>
        <translation>Fait avec pe-explorer. Les cartes de couleurs (cartes de chaleur) sont intégrées comme images d’au plus %1 pixels de côté&#xa0;; tout le reste est vectoriel.</translation>
    </message>
    <message>
        <source>the encoder failed (%1)</source>
        <translation>l’encodeur a échoué (%1)</translation>
    </message>
    <message>
        <source>this FFmpeg (libavcodec) has no H.264 encoder (libx264): write .webm or .gif instead</source>
        <translation>ce FFmpeg (libavcodec) n’a pas d’encodeur H.264 (libx264) : écrivez plutôt un .webm ou un .gif</translation>
    </message>
    <message>
        <source>this FFmpeg (libavcodec) has no VP9 encoder (libvpx-vp9): write .mp4 or .gif instead</source>
        <translation>ce FFmpeg (libavcodec) n’a pas d’encodeur VP9 (libvpx-vp9) : écrivez plutôt un .mp4 ou un .gif</translation>
    </message>
    <message>
        <source>this FFmpeg (libavcodec) has no GIF encoder: write .mp4 or .webm instead</source>
        <translation>ce FFmpeg (libavcodec) n’a pas d’encodeur GIF : écrivez plutôt un .mp4 ou un .webm</translation>
    </message>
    <message>
        <source>a %1x%2 pixel video with half-resolution colour (--chroma 420) needs an even width and height</source>
        <translation>une vidéo de %1x%2 pixels avec la couleur à demi-résolution (--chroma 420) demande une largeur et une hauteur paires</translation>
    </message>
    <message>
        <source>unknown animation extension (use .mp4, .webm or .gif)</source>
        <translation>extension d’animation inconnue (utilisez .mp4, .webm ou .gif)</translation>
    </message>
    <message>
        <source>no %1 muxer in this FFmpeg</source>
        <translation>pas de multiplexeur %1 dans ce FFmpeg</translation>
    </message>
    <message>
        <source>not enough memory</source>
        <translation>mémoire insuffisante</translation>
    </message>
    <message>
        <source>the %1 encoder cannot start (%2)</source>
        <translation>l’encodeur %1 ne peut pas démarrer (%2)</translation>
    </message>
    <message>
        <source>no colour conversion to %1</source>
        <translation>pas de conversion de couleurs vers %1</translation>
    </message>
    <message>
        <source>the writer is not open</source>
        <translation>l’écriture n’est pas ouverte</translation>
    </message>
    <message>
        <source>a frame of %1x%2 pixels in a %3x%4 animation</source>
        <translation>une image de %1x%2 pixels dans une animation de %3x%4</translation>
    </message>
    <message>
        <source>Unknown animation extension in “%1”: use .mp4, .webm or .gif.</source>
        <translation>Extension d’animation inconnue dans « %1 » : utilisez .mp4, .webm ou .gif.</translation>
    </message>
    <message>
        <source>Export animation</source>
        <translation>Exporter une animation</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Export animation failed</source>
        <translation>Échec de l’export de l’animation</translation>
    </message>
    <message>
        <source>%1 is not this program&apos;s video module</source>
        <translation>%1 n’est pas le module vidéo de ce programme</translation>
    </message>
    <message>
        <source>the video module libpe-explorer-video.so is not installed</source>
        <translation>le module vidéo libpe-explorer-video.so n’est pas installé</translation>
    </message>
</context>
<context>
    <name>Setting</name>
    <message>
        <source>%1: &apos;%2&apos; is not an integer from %3 to %4</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un entier de %3 à %4</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not a number from %3 to %4</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un nombre de %3 à %4</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not on or off</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est ni on ni off</translation>
    </message>
    <message>
        <source>%1: &apos;%2&apos; is not one of %3</source>
        <translation>%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas l’une des valeurs %3</translation>
    </message>
    <message>
        <source>%1: the text may not contain a line break</source>
        <translation>%1&#xa0;: le texte ne peut pas contenir de saut de ligne</translation>
    </message>
    <message>
        <source>--train-length: &apos;0&apos; is out of range: the training window must be an integer from 1 to L = %1</source>
        <translation>--train-length&#xa0;: «&#xa0;0&#xa0;» est hors limites&#xa0;: la fenêtre d’entraînement doit être un entier de 1 à L = %1</translation>
    </message>
    <message>
        <source>--keep: &apos;%1&apos; is out of range: K must be an integer from 1 to L_max/2 + 1 = %2</source>
        <translation>--keep&#xa0;: «&#xa0;%1&#xa0;» est hors limites&#xa0;: K doit être un entier de 1 à L_max/2 + 1 = %2</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has %2 words; give 1 to %3</source>
        <translation>«&#xa0;%1&#xa0;» a %2 mots&#xa0;; donnez-en de 1 à %3</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a base greater than 1 and at most 1e9</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas une base supérieure à 1 et d’au plus 1e9</translation>
    </message>
    <message>
        <source>expected 1 to %1 comma-separated integers from 1 to %2</source>
        <translation>attendu&#xa0;: 1 à %1 entiers de 1 à %2 séparés par des virgules</translation>
    </message>
</context>
<context>
    <name>SplitView</name>
    <message>
        <source>the split model view draws L up to %1 positions (L = %2); lower L.</source>
        <translation>la vue du modèle séparé dessine L jusqu’à %1 positions (L = %2)&#xa0;; diminuez L.</translation>
    </message>
    <message>
        <source>xᵢ W_Q W_Kᵀ xⱼᵀ</source>
        <translation>xᵢ W_Q W_Kᵀ xⱼᵀ</translation>
    </message>
    <message>
        <source>xᵢ W_Q W_Kᵀ pⱼᵀ</source>
        <translation>xᵢ W_Q W_Kᵀ pⱼᵀ</translation>
    </message>
    <message>
        <source>pᵢ W_Q W_Kᵀ xⱼᵀ</source>
        <translation>pᵢ W_Q W_Kᵀ xⱼᵀ</translation>
    </message>
    <message>
        <source>pᵢ W_Q W_Kᵀ pⱼᵀ</source>
        <translation>pᵢ W_Q W_Kᵀ pⱼᵀ</translation>
    </message>
    <message>
        <source>hᵢ W_Q W_Kᵀ hⱼᵀ, h = x + p</source>
        <translation>hᵢ W_Q W_Kᵀ hⱼᵀ, h = x + p</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>no display (neither DISPLAY nor WAYLAND_DISPLAY is set)</source>
        <translation>aucun écran (ni DISPLAY ni WAYLAND_DISPLAY n’est défini)</translation>
    </message>
    <message>
        <source>no X server at DISPLAY=%1</source>
        <translation>aucun serveur X à DISPLAY=%1</translation>
    </message>
    <message>
        <source>no Wayland compositor at WAYLAND_DISPLAY=%1</source>
        <translation>aucun compositeur Wayland à WAYLAND_DISPLAY=%1</translation>
    </message>
    <message>
        <source>cannot open a window: %1. Export files with --export or --csv (no display needed), or run the window under xvfb-run.</source>
        <translation>impossible d’ouvrir une fenêtre&#xa0;: %1. Exportez des fichiers avec --export ou --csv (sans écran), ou lancez la fenêtre sous xvfb-run.</translation>
    </message>
</context>
<context>
    <name>pe::ui</name>
    <message>
        <source>Choose the position embeddings</source>
        <translation>Choisir les plongements de position</translation>
    </message>
    <message>
        <source>%1 holds several matrices. Which one holds one row per position?</source>
        <translation>%1 contient plusieurs matrices. Laquelle a une ligne par position&#xa0;?</translation>
    </message>
    <message>
        <source>the list is empty; name one or more of %1</source>
        <translation>la liste est vide&#xa0;; nommez-en un ou plusieurs parmi %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an empty entry; separate the names by single commas (e.g. %2)</source>
        <translation>«&#xa0;%1&#xa0;» contient une entrée vide&#xa0;; séparez les noms par une seule virgule (par ex. %2)</translation>
    </message>
    <message>
        <source>unknown scheme &apos;%1&apos; (choose from %2)</source>
        <translation>schéma «&#xa0;%1&#xa0;» inconnu (choisissez parmi %2)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is listed twice</source>
        <translation>«&#xa0;%1&#xa0;» figure deux fois</translation>
    </message>
    <message>
        <source>--schemes: &apos;learned&apos; needs --embeddings FILE (a learned position-embedding table)</source>
        <translation>--schemes&#xa0;: «&#xa0;learned&#xa0;» demande --embeddings FICHIER (une table de plongements de position appris)</translation>
    </message>
    <message>
        <source>--schemes: &apos;rope&apos; rotates pairs of dimensions, so d must be even (d = %1)</source>
        <translation>--schemes&#xa0;: «&#xa0;rope&#xa0;» fait tourner des paires de dimensions, d doit donc être pair (d = %1)</translation>
    </message>
    <message>
        <source>--schemes: %1</source>
        <translation>--schemes&#xa0;: %1</translation>
    </message>
    <message>
        <source>--d: RoPE rotates pairs of dimensions, so d must be even (d = %1); use --d %2 or --d %3</source>
        <translation>--d&#xa0;: RoPE fait tourner des paires de dimensions, d doit donc être pair (d = %1)&#xa0;; utilisez --d %2 ou --d %3</translation>
    </message>
    <message>
        <source>--d: NTK scaling raises s to the power d/(d-2), so it needs d &gt;= 4 (d = %1)</source>
        <translation>--d&#xa0;: la mise à l’échelle NTK élève s à la puissance d/(d-2), il faut donc d &gt;= 4 (d = %1)</translation>
    </message>
    <message>
        <source>the list is empty</source>
        <translation>la liste est vide</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an integer</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un entier</translation>
    </message>
    <message>
        <source>%1 is out of range: each value must be from 0 to %2</source>
        <translation>%1 est hors limites&#xa0;: chaque valeur doit aller de 0 à %2</translation>
    </message>
    <message>
        <source>%1 values given; at most %2 curves are drawn</source>
        <translation>%1 valeurs données&#xa0;; au plus %2 courbes sont tracées</translation>
    </message>
    <message>
        <source>Position embeddings (*.npy *.npz *.safetensors *.safetensors.index.json *.gguf *.csv *.tsv);;All files (*)</source>
        <translation>Plongements de position (*.npy *.npz *.safetensors *.safetensors.index.json *.gguf *.csv *.tsv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Lesson:</source>
        <translation>Leçon :</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Print handout</source>
        <translation>Imprimer le polycopié</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Export slides</source>
        <translation>Exporter les diapositives</translation>
    </message>
    <message>
        <source>--models: %1</source>
        <translation>--models&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1, learned: mean over t of pₜ·pₜ₊Δ</source>
        <translation>%1, appris&#xa0;: moyenne sur t de pₜ·pₜ₊Δ</translation>
    </message>
    <message>
        <source>--models: %1 has %2 positions, fewer than L = %3: lower --length</source>
        <translation>--models&#xa0;: %1 a %2 positions, moins que L = %3&#xa0;: diminuez --length</translation>
    </message>
    <message>
        <source>%1, sinusoidal (d = %2): Σₖ cos(ωₖΔ)</source>
        <translation>%1, sinusoïdal (d = %2)&#xa0;: Σₖ cos(ωₖΔ)</translation>
    </message>
    <message>
        <source>--models: %1: %2</source>
        <translation>--models&#xa0;: %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, RoPE (head %2, base %3%4): all-ones q·R(Δ)k</source>
        <translation>%1, RoPE (tête %2, base %3%4)&#xa0;: q·R(Δ)k avec q et k tout à un</translation>
    </message>
    <message>
        <source>, %1 ×%2</source>
        <translation>, %1 ×%2</translation>
    </message>
    <message>
        <source>%1, ALiBi: −m̄·Δ, m̄ = %2 the mean slope of its %3 heads (from %4 to %5)</source>
        <translation>%1, ALiBi&#xa0;: −m̄·Δ, m̄ = %2 la pente moyenne de ses %3 têtes (de %4 à %5)</translation>
    </message>
    <message>
        <source>%1, T5: bucket of a key Δ before the query (%2 buckets, max distance %3)</source>
        <translation>%1, T5&#xa0;: compartiment d’une clé Δ avant la requête (%2 compartiments, distance max %3)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; has an empty entry; separate the models by single commas (e.g. %2)</source>
        <translation>«&#xa0;%1&#xa0;» contient une entrée vide&#xa0;; séparez les modèles par une seule virgule (par ex. %2)</translation>
    </message>
    <message>
        <source>%1 models; the chart compares at most %2</source>
        <translation>%1 modèles&#xa0;; le graphique en compare au plus %2</translation>
    </message>
    <message>
        <source>--%1: %2 factors given; LongRoPE needs one per rotary pair, r/2 = %3 (or none for all 1)</source>
        <translation>--%1 : %2 facteurs donnés ; LongRoPE en veut un par paire rotative, r/2 = %3 (ou aucun pour tous à 1)</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a number (give the factors separated by commas)</source>
        <translation>« %1 » n’est pas un nombre (donnez les facteurs séparés par des virgules)</translation>
    </message>
    <message>
        <source>the factor %1 is not greater than 0</source>
        <translation>le facteur %1 n’est pas supérieur à 0</translation>
    </message>
    <message>
        <source>--partial-rotary-factor: the rotary dimension r = int(d × %1) = %2 must be an even number from 2 to d = %3</source>
        <translation>--partial-rotary-factor : la dimension rotative r = int(d × %1) = %2 doit être un nombre pair de 2 à d = %3</translation>
    </message>
    <message>
        <source>--high-freq-factor: %1 must be greater than --low-freq-factor = %2</source>
        <translation>--high-freq-factor : %1 doit être supérieur à --low-freq-factor = %2</translation>
    </message>
    <message>
        <source>--original-length: LongRoPE&apos;s attention factor divides by ln L0, so L0 must be at least 2</source>
        <translation>--original-length : le facteur d’attention de LongRoPE divise par ln L0, donc L0 doit valoir au moins 2</translation>
    </message>
    <message>
        <source>--freq-factors: %1 divisors given; llama.cpp&apos;s rope_freqs has one per rotary pair, r/2 = %2 (or none)</source>
        <translation>--freq-factors&#xa0;: %1 diviseurs donnés&#xa0;; rope_freqs de llama.cpp en a un par paire rotative, r/2 = %2 (ou aucun)</translation>
    </message>
    <message>
        <source>--d: dynamic NTK scaling raises its ratio to the power r/(r-2), so it needs a rotary dimension r &gt;= 4 (r = %1)</source>
        <translation>--d : le NTK dynamique élève son rapport à la puissance r/(r-2), il lui faut donc une dimension rotative r &gt;= 4 (r = %1)</translation>
    </message>
</context>
<context>
    <name>pe::ui::AlibiView</name>
    <message>
        <source>Distance |Δ| = |key position − query position|</source>
        <translation>Distance |Δ| = |position de la clé − position de la requête|</translation>
    </message>
    <message>
        <source>Bias added to the score</source>
        <translation>Biais ajouté au score</translation>
    </message>
    <message>
        <source>slope mₕ of head h (2^(−8h/H) when H is a power of two)</source>
        <translation>pente mₕ de la tête h (2^(−8h/H) quand H est une puissance de deux)</translation>
    </message>
    <message>
        <source>Head h</source>
        <translation>Tête h</translation>
    </message>
    <message>
        <source>Slope mₕ</source>
        <translation>Pente mₕ</translation>
    </message>
    <message>
        <source>%1 — H = %2 heads, matrix of head %3, L = %4</source>
        <translation>%1 — H = %2 têtes, matrice de la tête %3, L = %4</translation>
    </message>
    <message>
        <source>Attention with linear biases (ALiBi): H = %1 heads, L = %2</source>
        <translation>Attention à biais linéaires (ALiBi)&#xa0;: H = %1 têtes, L = %2</translation>
    </message>
    <message>
        <source>Head h adds −mₕ·|Δ| to its attention scores; the matrix is causal (keys after the query are masked, grey).</source>
        <translation>La tête h ajoute −mₕ·|Δ| à ses scores d’attention&#xa0;; la matrice est causale (les clés après la requête sont masquées, en gris).</translation>
    </message>
    <message>
        <source>
There is no head %1 with H = %2: the matrix shows head %3.</source>
        <translation>
Il n’y a pas de tête %1 avec H = %2&#xa0;: la matrice montre la tête %3.</translation>
    </message>
    <message>
        <source>mean %1 over %2 × %2 positions</source>
        <translation>%1 moyen sur %2 × %2 positions</translation>
    </message>
    <message>
        <source> (matrix)</source>
        <translation> (matrice)</translation>
    </message>
    <message>
        <source>distance |Δ| = %1: bias from %2 (head 1) to %3 (head %4); head %5: %6</source>
        <translation>distance |Δ| = %1&#xa0;: biais de %2 (tête 1) à %3 (tête %4)&#xa0;; tête %5&#xa0;: %6</translation>
    </message>
    <message>
        <source>the ALiBi CSV would hold H × L = %1 rows; the limit is %2. Lower --heads or --length.</source>
        <translation>le CSV d’ALiBi contiendrait H × L = %1 lignes&#xa0;; la limite est %2. Diminuez --heads ou --length.</translation>
    </message>
    <message>
        <source>bias of head %1: −mₕ·(i − j), mₕ = %2</source>
        <translation>biais de la tête %1&#xa0;: −mₕ·(i − j), mₕ = %2</translation>
    </message>
    <message>
        <source>head %1: mₕ = %2%3</source>
        <translation>tête %1&#xa0;: mₕ = %2%3</translation>
    </message>
    <message>
        <source>head %1: slope mₕ = %2 = 2^%3</source>
        <translation>tête %1&#xa0;: pente mₕ = %2 = 2^%3</translation>
    </message>
    <message>
        <source>query i = %1, key j = %2: masked (the key comes after the query)</source>
        <translation>requête i = %1, clé j = %2&#xa0;: masquée (la clé vient après la requête)</translation>
    </message>
    <message>
        <source>query i = %1, key j = %2: bias of head %3 = −%4 × %5 = %6</source>
        <translation>requête i = %1, clé j = %2&#xa0;: biais de la tête %3 = −%4 × %5 = %6</translation>
    </message>
    <message>
        <source>ALiBi: H = %1 heads, L = %2</source>
        <translation>ALiBi&#xa0;: H = %1 têtes, L = %2</translation>
    </message>
</context>
<context>
    <name>pe::ui::AnimationDialog</name>
    <message>
        <source>Export animation</source>
        <translation>Exporter une animation</translation>
    </message>
    <message>
        <source>Position t</source>
        <translation>Position t</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>Dimension d</translation>
    </message>
    <message>
        <source>Base n (swept geometrically)</source>
        <translation>Base n (balayée géométriquement)</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>Longueur de séquence L</translation>
    </message>
    <message>
        <source>The parameter that changes from frame to frame; everything else stays as it is now.</source>
        <translation>Le paramètre qui change d’une image à l’autre ; tout le reste reste tel quel.</translation>
    </message>
    <message>
        <source> frames/s</source>
        <translation> images/s</translation>
    </message>
    <message>
        <source>MP4 (H.264)</source>
        <translation>MP4 (H.264)</translation>
    </message>
    <message>
        <source>WebM (VP9)</source>
        <translation>WebM (VP9)</translation>
    </message>
    <message>
        <source>GIF (256 colours)</source>
        <translation>GIF (256 couleurs)</translation>
    </message>
    <message>
        <source>Colour at half resolution (4:2:0)</source>
        <translation>Couleur à demi-résolution (4:2:0)</translation>
    </message>
    <message>
        <source>For players that need it (web browsers&apos; H.264, presentation programs): sharp colour edges blur. Off, the frames keep the figures&apos; colours exactly (4:4:4).</source>
        <translation>Pour les lecteurs qui l’exigent (H.264 des navigateurs web, logiciels de présentation) : les bords nets des couleurs s’estompent. Sans cela, les images gardent exactement les couleurs des figures (4:4:4).</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>The extension follows the format: .mp4, .webm or .gif.</source>
        <translation>L’extension suit le format : .mp4, .webm ou .gif.</translation>
    </message>
    <message>
        <source>&amp;Parameter</source>
        <translation>Pa&amp;ramètre</translation>
    </message>
    <message>
        <source>F&amp;rom</source>
        <translation>&amp;De</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;À</translation>
    </message>
    <message>
        <source>Fra&amp;mes</source>
        <translation>&amp;Images</translation>
    </message>
    <message>
        <source>Frame rat&amp;e</source>
        <translation>&amp;Cadence</translation>
    </message>
    <message>
        <source>F&amp;ormat</source>
        <translation>F&amp;ormat</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Largeur</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>&amp;Hauteur</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>Animations (*.mp4 *.webm *.gif)</source>
        <translation>Animations (*.mp4 *.webm *.gif)</translation>
    </message>
</context>
<context>
    <name>pe::ui::AppearanceMenu</name>
    <message>
        <source>Colou&amp;r map</source>
        <translation>Palette de couleu&amp;rs</translation>
    </message>
    <message>
        <source>&amp;Automatic</source>
        <translation>&amp;Automatique</translation>
    </message>
    <message>
        <source>&amp;Viridis</source>
        <translation>&amp;Viridis</translation>
    </message>
    <message>
        <source>&amp;Cividis</source>
        <translation>&amp;Cividis</translation>
    </message>
    <message>
        <source>&amp;Diverging</source>
        <translation>&amp;Divergente</translation>
    </message>
    <message>
        <source>Red-white-blue for values of both signs, viridis for the others</source>
        <translation>Rouge-blanc-bleu pour les valeurs des deux signes, viridis pour les autres</translation>
    </message>
    <message>
        <source>Perceptually uniform, dark blue to yellow</source>
        <translation>Perceptuellement uniforme, du bleu foncé au jaune</translation>
    </message>
    <message>
        <source>Perceptually uniform, dark blue to yellow, the same for the red-green colour-blind</source>
        <translation>Perceptuellement uniforme, du bleu foncé au jaune, identique pour les daltoniens rouge-vert</translation>
    </message>
    <message>
        <source>Red-white-blue: negative red, zero white, positive blue</source>
        <translation>Rouge-blanc-bleu&#xa0;: négatif en rouge, zéro en blanc, positif en bleu</translation>
    </message>
    <message>
        <source>&amp;High contrast</source>
        <translation>Contraste é&amp;levé</translation>
    </message>
    <message>
        <source>Thicker lines, bold black text and a darker grid, for projectors</source>
        <translation>Traits plus épais, texte noir en gras et grille plus sombre, pour les vidéoprojecteurs</translation>
    </message>
</context>
<context>
    <name>pe::ui::BinaryFigure</name>
    <message>
        <source>PE value   ·   bit 0 → +1, bit 1 → −1</source>
        <translation>Valeur PE   ·   bit 0 → +1, bit 1 → −1</translation>
    </message>
    <message>
        <source>integer t</source>
        <translation>t entier</translation>
    </message>
    <message>
        <source>position t</source>
        <translation>position t</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <source>changes (log)</source>
        <translation>changements (log)</translation>
    </message>
    <message>
        <source>bit %1</source>
        <translation>bit %1</translation>
    </message>
    <message>
        <source>sin %1</source>
        <translation>sin %1</translation>
    </message>
    <message>
        <source>cos %1</source>
        <translation>cos %1</translation>
    </message>
    <message>
        <source>thr %1</source>
        <translation>seuil %1</translation>
    </message>
    <message>
        <source>Counting 0 … %1: bits, PE pairs k &lt; %2, thresholds</source>
        <translation>Compter de 0 à %1&#xa0;: bits, paires PE k &lt; %2, seuils</translation>
    </message>
    <message>
        <source>Bits of t &lt; L</source>
        <translation>Bits de t &lt; L</translation>
    </message>
    <message>
        <source>Bit flips over t = 0 … %1</source>
        <translation>Bits qui changent sur t = 0 … %1</translation>
    </message>
    <message>
        <source>Sign changes of each PE dimension over t = 0 … %1</source>
        <translation>Changements de signe de chaque dimension PE sur t = 0 … %1</translation>
    </message>
    <message>
        <source>bit k</source>
        <translation>bit k</translation>
    </message>
    <message>
        <source>PE of t &lt; L</source>
        <translation>PE de t &lt; L</translation>
    </message>
</context>
<context>
    <name>pe::ui::BinaryView</name>
    <message>
        <source>thr k = 1 where sin(ω_k (t + ½)) &lt; 0: it equals bit k on all %1 rows for every k,
the waves reproduce the bits exactly.</source>
        <translation>seuil k = 1 là où sin(ω_k (t + ½)) &lt; 0&#xa0;: il vaut le bit k sur les %1 lignes pour tout k,
les ondes reproduisent exactement les bits.</translation>
    </message>
    <message>
        <source>%1 to %2 of %3</source>
        <translation>%1 à %2 sur %3</translation>
    </message>
    <message>
        <source>thr k = 1 where sin(ω_k (t + ½)) &lt; 0: it equals bit k on %1 rows (dark cells differ).
Exact binary frequencies make them agree.</source>
        <translation>seuil k = 1 là où sin(ω_k (t + ½)) &lt; 0&#xa0;: il vaut le bit k sur %1 lignes (les cellules sombres diffèrent).
Les fréquences binaires exactes les font coïncider.</translation>
    </message>
    <message>
        <source>exact binary ω_k = π / 2^k</source>
        <translation>binaire exact ω_k = π / 2^k</translation>
    </message>
    <message>
        <source>%1, b = %2 bits, %3, %4</source>
        <translation>%1, b = %2 bits, %3, %4</translation>
    </message>
    <message>
        <source>exact binary frequencies</source>
        <translation>fréquences binaires exactes</translation>
    </message>
    <message>
        <source>encoding frequencies</source>
        <translation>fréquences de l’encodage</translation>
    </message>
    <message>
        <source>MSB first</source>
        <translation>MSB d’abord</translation>
    </message>
    <message>
        <source>LSB first</source>
        <translation>LSB d’abord</translation>
    </message>
    <message>
        <source>The CSV of the signs would hold L × d = %1 values; the limit is %2. Lower L or d.</source>
        <translation>Le CSV des signes contiendrait L × d = %1 valeurs&#xa0;; la limite est %2. Diminuez L ou d.</translation>
    </message>
    <message>
        <source>From t to t + 1 (t &lt; %1) the bits are discrete: %2 to %3 bits flip (%4 → %5 flips %3), a distance of %6 to %7;</source>
        <translation>De t à t + 1 (t &lt; %1) les bits sont discrets&#xa0;: de %2 à %3 bits changent (%4 → %5 en change %3), une distance de %6 à %7&#xa0;;</translation>
    </message>
    <message>
        <source>the waves are continuous and move by the same %1 at every step.</source>
        <translation>les ondes sont continues et avancent du même %1 à chaque pas.</translation>
    </message>
    <message>
        <source>the waves are continuous and move %1 to %2 at each step.</source>
        <translation>les ondes sont continues et avancent de %1 à %2 à chaque pas.</translation>
    </message>
    <message>
        <source> Only %1 pairs exist for %2.</source>
        <translation> Seules %1 paires existent pour %2.</translation>
    </message>
    <message>
        <source>ω_k = n^(−2k/d), %1</source>
        <translation>ω_k = n^(−2k/d), %1</translation>
    </message>
    <message>
        <source>Counting in binary vs the positional encoding: b = %1 bits, %2, %3, %4</source>
        <translation>Le binaire et l’encodage positionnel&#xa0;: b = %1 bits, %2, %3, %4</translation>
    </message>
</context>
<context>
    <name>pe::ui::ClockFigure</name>
    <message>
        <source>trail: position s</source>
        <translation>traînée&#xa0;: position s</translation>
    </message>
    <message>
        <source>dims %1, %2</source>
        <translation>dims %1, %2</translation>
    </message>
    <message>
        <source>dim %1 (sin only)</source>
        <translation>dim %1 (sin seul)</translation>
    </message>
    <message>
        <source>k = %1
%2</source>
        <translation>k = %1
%2</translation>
    </message>
    <message>
        <source>1 turn + %1°</source>
        <translation>1 tour + %1°</translation>
    </message>
    <message>
        <source>%1 turns + %2°</source>
        <translation>%1 tours + %2°</translation>
    </message>
    <message>
        <source>λ = %1
%2</source>
        <translation>λ = %1
%2</translation>
    </message>
    <message>
        <source>Wall clock at t = %1 s</source>
        <translation>Horloge murale à t = %1 s</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>λ = %1
%2
zoomed ×%3 onto the arc of t = %4 … %5 (%6°)</source>
        <translation>λ = %1
%2
zoom ×%3 sur l’arc de t = %4 … %5 (%6°)</translation>
    </message>
    <message>
        <source>%1 h %2 min %3 s
(sin, cos)(2πt / T):
T = %4: %5
T = %6: %7
T = %8: %9</source>
        <translation>%1 h %2 min %3 s
(sin, cos)(2πt / T)&#xa0;:
T = %4&#xa0;: %5
T = %6&#xa0;: %7
T = %8&#xa0;: %9</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>the coordinates of a point</comment>
        <translation>%1&#xa0;; %2</translation>
    </message>
</context>
<context>
    <name>pe::ui::ClockView</name>
    <message>
        <source>Posi&amp;tion t:</source>
        <translation>Posi&amp;tion t&#xa0;:</translation>
    </message>
    <message>
        <source>The position t every hand points at (0 to L − 1). Drag it and watch the fast hands spin while the slow ones barely move.</source>
        <translation>La position t que montrent toutes les aiguilles (0 à L − 1). Faites-la glisser et regardez les aiguilles rapides tourner tandis que les lentes bougent à peine.</translation>
    </message>
    <message>
        <source>The position t, typed exactly.</source>
        <translation>La position t, saisie exactement.</translation>
    </message>
    <message>
        <source>Pla&amp;y</source>
        <translation>Lect&amp;ure</translation>
    </message>
    <message>
        <source>Advance t automatically at the chosen speed; it starts again at 0 after L − 1.</source>
        <translation>Avancer t automatiquement à la vitesse choisie&#xa0;; on repart de 0 après L − 1.</translation>
    </message>
    <message>
        <source>%1 positions/s</source>
        <translation>%1 positions/s</translation>
    </message>
    <message>
        <source>How many positions t advances per second while playing.</source>
        <translation>De combien de positions t avance par seconde pendant la lecture.</translation>
    </message>
    <message>
        <source>Pa&amp;use</source>
        <translation>Pa&amp;use</translation>
    </message>
    <message>
        <source>Showing all %1 pairs: k = %2</source>
        <translation>Les %1 paires sont toutes montrées&#xa0;: k = %2</translation>
    </message>
    <message>
        <source>the first (fastest)</source>
        <translation>les premières (les plus rapides)</translation>
    </message>
    <message>
        <source>the last (slowest)</source>
        <translation>les dernières (les plus lentes)</translation>
    </message>
    <message>
        <source>evenly spaced</source>
        <translation>régulièrement espacées</translation>
    </message>
    <message>
        <source>Showing %1 of %2 pairs, %3: k = %4</source>
        <translation>%1 paires montrées sur %2, %3&#xa0;: k = %4</translation>
    </message>
    <message>
        <source>%1, t = %2</source>
        <translation>%1, t = %2</translation>
    </message>
    <message>
        <source>S&amp;peed:</source>
        <translation>&amp;Vitesse&#xa0;:</translation>
    </message>
    <message>
        <source>Re&amp;cord</source>
        <translation>En&amp;registrer</translation>
    </message>
    <message>
        <source>Record the clock as it plays into an MP4, WebM or GIF (1280 × 720): choose the file, and it plays; press again to stop and write the file.</source>
        <translation>Enregistrer l’horloge pendant qu’elle tourne dans un MP4, WebM ou GIF (1280 × 720)&#xa0;: choisissez le fichier, et elle tourne&#xa0;; appuyez de nouveau pour arrêter et écrire le fichier.</translation>
    </message>
    <message>
        <source>Record the clock</source>
        <translation>Enregistrer l’horloge</translation>
    </message>
    <message>
        <source>Video or animated GIF (*.mp4 *.webm *.gif)</source>
        <translation>Vidéo ou GIF animé (*.mp4 *.webm *.gif)</translation>
    </message>
    <message>
        <source>Cannot record: %1</source>
        <translation>Impossible d’enregistrer&#xa0;: %1</translation>
    </message>
    <message>
        <source>Recorded %1 frames to %2</source>
        <translation>%1 images enregistrées dans %2</translation>
    </message>
    <message>
        <source>Recording failed: %1</source>
        <translation>Échec de l’enregistrement&#xa0;: %1</translation>
    </message>
    <message>
        <source>t = %1: hand k at (sin ω_k t, cos ω_k t), t = 0 at 12 o&apos;clock · %2, %3</source>
        <translation>t = %1&#xa0;: aiguille k en (sin ω_k t, cos ω_k t), t = 0 à midi · %2, %3</translation>
    </message>
    <message>
        <source>t = %1 · %2, %3</source>
        <comment>the clock&apos;s title in short</comment>
        <translation>t = %1 · %2, %3</translation>
    </message>
</context>
<context>
    <name>pe::ui::CompareView</name>
    <message>
        <source>Offset Δ between query and key (positions)</source>
        <translation>Décalage Δ entre requête et clé (positions)</translation>
    </message>
    <message>
        <source>term / max |term|</source>
        <translation>terme / |terme| max</translation>
    </message>
    <message>
        <source>sinusoidal: PE(t)·PE(t+Δ) = Σₖ cos(ωₖΔ)</source>
        <translation>sinusoïdal&#xa0;: PE(t)·PE(t+Δ) = Σₖ cos(ωₖΔ)</translation>
    </message>
    <message>
        <source>T5: bucket index (%1 buckets, max distance %2, bidirectional)</source>
        <translation>T5&#xa0;: compartiment (%1 au total, distance max %2, bidirectionnel)</translation>
    </message>
    <message>
        <source>%1 (max |term| = %2)</source>
        <translation>%1 (|terme| max = %2)</translation>
    </message>
    <message>
        <source>RoPE&apos;s score of all-ones q and k is twice the sinusoidal dot product: the two normalised curves coincide.</source>
        <translation>Score RoPE (q, k remplis de 1) = 2 × produit scalaire sinusoïdal&#xa0;: les courbes normalisées coïncident.</translation>
    </message>
    <message>
        <source>Odd d: the lone sine column, whose product also depends on t, is left out of the sinusoidal sum.</source>
        <translation>d impair&#xa0;: la colonne sinus isolée, dont le produit dépend aussi de t, est laissée hors de la somme sinusoïdale.</translation>
    </message>
    <message>
        <source>Learned: exact means over every t &lt; L − Δ, summed directly.</source>
        <translation>Appris&#xa0;: moyennes exactes sur tous les t &lt; L − Δ, sommées directement.</translation>
    </message>
    <message>
        <source>Learned: means over every t &lt; L − Δ, by one FFT autocorrelation per column.</source>
        <translation>Appris&#xa0;: moyennes sur tous les t &lt; L − Δ, par une autocorrélation FFT par colonne.</translation>
    </message>
    <message>
        <source>ALiBi and bidirectional T5 are symmetric in Δ; T5 shows keys before the query (buckets 0–15; keys after it use 16–31).</source>
        <translation>ALiBi et T5 bidirectionnel sont symétriques en Δ&#xa0;; T5&#xa0;: clés avant la requête (compartiments 0–15&#xa0;; après&#xa0;: 16–31).</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Δ = %1: %2</source>
        <translation>Δ = %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>--schemes: %1</source>
        <translation>--schemes&#xa0;: %1</translation>
    </message>
    <message>
        <source>the comparison CSV would evaluate L × d/2 = %1 cosines per scheme; the limit is %2. Lower --length or --d.</source>
        <translation>le CSV de comparaison évaluerait L × d/2 = %1 cosinus par schéma&#xa0;; la limite est %2. Diminuez --length ou --d.</translation>
    </message>
    <message>
        <source>One offset in %1 is drawn (%2 of %3); hover for the value at any offset.</source>
        <translation>Un décalage sur %1 est tracé (%2 sur %3)&#xa0;; survolez pour lire la valeur à n’importe quel décalage.</translation>
    </message>
    <message>
        <source>The schemes</source>
        <translation>Les schémas</translation>
    </message>
    <message>
        <source>Term by offset</source>
        <translation>Terme selon le décalage</translation>
    </message>
    <message>
        <source>RoPE: q·R(Δ)k, all-ones q, k = 2 Σₖ cos(θₖΔ)</source>
        <translation>RoPE&#xa0;: q·R(Δ)k, q et k remplis de 1 = 2 Σₖ cos(θₖΔ)</translation>
    </message>
    <message>
        <source>ALiBi: −mₕ·Δ, head 1 of %1 (mₕ = %2)</source>
        <translation>ALiBi&#xa0;: −mₕ·Δ, tête 1 sur %1 (mₕ = %2)</translation>
    </message>
    <message>
        <source>Each model with its own settings; RoPE&apos;s score counts the components a partial rotary leaves alone, ALiBi&apos;s the mean of its heads&apos; slopes.</source>
        <translation>Chaque modèle avec ses propres réglages&#xa0;; le score RoPE compte les composantes qu’une rotation partielle laisse intactes, celui d’ALiBi la moyenne des pentes de ses têtes.</translation>
    </message>
    <message>
        <source>--models: %1</source>
        <translation>--models&#xa0;: %1</translation>
    </message>
    <message>
        <source>Naive encodings (fraction, index, binary): exact means over every t &lt; L − Δ of their rows&apos; dot products.</source>
        <translation>Encodages naïfs (fraction, index, binary)&#xa0;: moyennes exactes, sur tous les t &lt; L − Δ, des produits scalaires de leurs lignes.</translation>
    </message>
    <message>
        <source>t / (L − 1) is the index divided by L − 1: normalised, their curves coincide.</source>
        <translation>t / (L − 1) est l’indice divisé par L − 1&#xa0;: une fois normalisées, leurs courbes se confondent.</translation>
    </message>
    <message>
        <source>How each model&apos;s term between two positions depends on their offset Δ (%1)</source>
        <translation>Comment le terme de chaque modèle entre deux positions dépend de leur décalage Δ (%1)</translation>
    </message>
    <message>
        <source>How the term between two positions depends on their offset Δ (%1)</source>
        <translation>Comment le terme entre deux positions dépend de leur décalage Δ (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>%1: mean over t of pₜ·pₜ₊Δ</source>
        <translation>%1&#xa0;: moyenne sur t de pₜ·pₜ₊Δ</translation>
    </message>
    <message>
        <source>learned</source>
        <translation>appris</translation>
    </message>
    <message>
        <source>t / (L − 1)</source>
        <translation>t / (L − 1)</translation>
    </message>
    <message>
        <source>index t</source>
        <translation>indice t</translation>
    </message>
    <message>
        <source>binary (bits of t, ±1)</source>
        <translation>binaire (bits de t, ±1)</translation>
    </message>
    <message>
        <source>Term by offset Δ: %1</source>
        <translation>Terme selon le décalage Δ&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pe::ui::DistanceView</name>
    <message>
        <source>When L is larger than the plot has pixels, a cell shows the exact mean over the block of position pairs it covers. Zoom with the wheel to see single pairs.</source>
        <translation>Quand L dépasse le nombre de pixels du graphique, une cellule montre la moyenne exacte du bloc de paires de positions qu’elle couvre. Zoomez à la molette pour voir les paires une à une.</translation>
    </message>
    <message>
        <source>Position s</source>
        <translation>Position s</translation>
    </message>
    <message>
        <source>Position t</source>
        <translation>Position t</translation>
    </message>
    <message>
        <source>PE(%1) · PE(%2)</source>
        <translation>PE(%1) · PE(%2)</translation>
    </message>
    <message>
        <source>cos(PE(%1), PE(%2))</source>
        <translation>cos(PE(%1), PE(%2))</translation>
    </message>
    <message>
        <source>|PE(%1) − PE(%2)|</source>
        <translation>|PE(%1) − PE(%2)|</translation>
    </message>
    <message>
        <source>, metric %1</source>
        <translation>, métrique %1</translation>
    </message>
    <message>
        <source>mean over t of %1</source>
        <translation>moyenne sur t de %1</translation>
    </message>
    <message>
        <source>Consecutive distances |PE(t) − PE(t+1)|

   t          distance
</source>
        <translation>Distances consécutives |PE(t) − PE(t+1)|

   t          distance
</translation>
    </message>
    <message>
        <source>   (L &lt; 2: no consecutive pair)
</source>
        <translation>   (L &lt; 2&#xa0;: aucune paire consécutive)
</translation>
    </message>
    <message>
        <source>
Even d: constant, the distance depends
on the offset only.</source>
        <translation>
d pair&#xa0;: constante, la distance ne dépend
que du décalage.</translation>
    </message>
    <message>
        <source>
Odd d: the lone sine column adds a term
in t + s, so the values drift slightly;
the offset curve shows row s = 0.</source>
        <translation>
d impair&#xa0;: la colonne sinus isolée ajoute un terme
en t + s, donc les valeurs dérivent légèrement&#xa0;;
la courbe des décalages montre la ligne s = 0.</translation>
    </message>
    <message>
        <source>Each cell: mean over %1 × %1 position pairs</source>
        <translation>Chaque cellule&#xa0;: moyenne sur %1 × %1 paires de positions</translation>
    </message>
    <message>
        <source>One cell per position pair</source>
        <translation>Une cellule par paire de positions</translation>
    </message>
    <message>
        <source>The full L × L matrix has L = %1 positions; the limit is %2 (%3 values). Lower L, or write the offset curve with --csv-offset.</source>
        <translation>La matrice L × L complète a L = %1 positions&#xa0;; la limite est %2 (%3 valeurs). Diminuez L, ou écrivez la courbe des décalages avec --csv-offset.</translation>
    </message>
    <message>
        <source>
Searching for the first false neighbour…</source>
        <translation>
Recherche du premier faux voisin…</translation>
    </message>
    <message>
        <source>Offset Δ = t − s</source>
        <translation>Décalage Δ = t − s</translation>
    </message>
    <message>
        <source>metric at offset Δ</source>
        <translation>métrique au décalage Δ</translation>
    </message>
    <message>
        <source>exact value at Δ = 0, ±1</source>
        <translation>valeur exacte en Δ = 0, ±1</translation>
    </message>
    <message>
        <source>  Δ = ±1: %1</source>
        <translation>  Δ = ±1&#xa0;: %1</translation>
    </message>
    <message>
        <source>○ first false neighbour: Δ = ±%1
more alike than Δ = %2 by %3 %
(threshold %4 % of the fall from Δ = 0)</source>
        <translation>○ premier faux voisin&#xa0;: Δ = ±%1
plus ressemblant que Δ = %2 de %3 %
(seuil&#xa0;: %4 % de la chute depuis Δ = 0)</translation>
    </message>
    <message>
        <source>
Loaded table: values depend on t and s.
The offset curve is the mean over t of
the metric between t and t + Δ, sampled
every %1 positions (large L × d × Δ).</source>
        <translation>
Table chargée&#xa0;: les valeurs dépendent de t et de s.
La courbe des décalages est la moyenne sur t de
la métrique entre t et t + Δ, échantillonnée
toutes les %1 positions (L × d × Δ grand).</translation>
    </message>
    <message>
        <source>
Loaded table: values depend on t and s.
The offset curve is the mean over every t
of the metric between t and t + Δ.</source>
        <translation>
Table chargée&#xa0;: les valeurs dépendent de t et de s.
La courbe des décalages est la moyenne sur tous les t
de la métrique entre t et t + Δ.</translation>
    </message>
    <message>
        <source>
First false neighbour: Δ = %1 (%2)
is more alike than the nearer
Δ = %3 (%4) by %5 % of the fall
from Δ = 0 (threshold %6 %).</source>
        <translation>
Premier faux voisin&#xa0;: Δ = %1 (%2)
plus ressemblant que le décalage plus proche
Δ = %3 (%4), de %5 % de la chute
depuis Δ = 0 (seuil %6 %).</translation>
    </message>
    <message>
        <source>
No false neighbour within %1 offsets:
no offset is more alike than a nearer
one by more than %2 % of the fall
from Δ = 0.</source>
        <translation>
Aucun faux voisin sur %1 décalages&#xa0;:
aucun décalage n’est plus ressemblant qu’un
plus proche de plus de %2 % de la chute
depuis Δ = 0.</translation>
    </message>
    <message>
        <source>t = %1, s = %2, offset Δ = %3: %4 = %5</source>
        <translation>t = %1, s = %2, décalage Δ = %3&#xa0;: %4 = %5</translation>
    </message>
    <message>
        <source>offset Δ = %1: %2 = %3 (row s = 0)</source>
        <translation>décalage Δ = %1&#xa0;: %2 = %3 (ligne s = 0)</translation>
    </message>
    <message>
        <source>offset Δ = %1: mean over t of %2 = %3</source>
        <translation>décalage Δ = %1&#xa0;: moyenne sur t de %2 = %3</translation>
    </message>
    <message>
        <source>%1 between positions: %2, %3, %4</source>
        <translation>%1 entre positions&#xa0;: %2, %3, %4</translation>
    </message>
    <message>
        <source>%1 between positions: %2</source>
        <translation>%1 entre positions&#xa0;: %2</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>pe::ui::DivisorModel</name>
    <message>
        <source>divisor %1, wavelength %2 positions</source>
        <translation>diviseur %1, longueur d’onde %2 positions</translation>
    </message>
    <message>
        <source>dims</source>
        <translation>dims</translation>
    </message>
    <message>
        <source>divisor</source>
        <translation>diviseur</translation>
    </message>
    <message>
        <source>wavelength
2π·divisor</source>
        <translation>période
2π·diviseur</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>2k/d</source>
        <translation>2k/d</translation>
    </message>
</context>
<context>
    <name>pe::ui::ExportDialog</name>
    <message>
        <source>Export figure</source>
        <translation>Exporter la figure</translation>
    </message>
    <message>
        <source>The extension chooses the format: .png, .svg or .pdf.</source>
        <translation>L’extension choisit le format&#xa0;: .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <source>PNG only: 2 × doubles the pixels without changing the layout (for print or HiDPI).</source>
        <translation>PNG seulement&#xa0;: 2 × double les pixels sans changer la mise en page (pour l’impression ou les écrans HiDPI).</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Width</source>
        <translation>&amp;Largeur</translation>
    </message>
    <message>
        <source>&amp;Height</source>
        <translation>&amp;Hauteur</translation>
    </message>
    <message>
        <source>&amp;Scale (PNG)</source>
        <translation>É&amp;chelle (PNG)</translation>
    </message>
    <message>
        <source>Figures (*.png *.svg *.pdf);;PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</source>
        <translation>Figures (*.png *.svg *.pdf);;PNG (*.png);;SVG (*.svg);;PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>pe::ui::FigureFit</name>
    <message>
        <source>Previous panel (Alt+Left)</source>
        <translation>Panneau précédent (Alt+Gauche)</translation>
    </message>
    <message>
        <source>Next panel (Alt+Right)</source>
        <translation>Panneau suivant (Alt+Droite)</translation>
    </message>
    <message>
        <source>All panels</source>
        <translation>Tous les panneaux</translation>
    </message>
    <message>
        <source>Show the whole figure again (Esc, F8)</source>
        <translation>Revenir à la figure entière (Échap, F8)</translation>
    </message>
    <message>
        <source>Panel %1 of %2</source>
        <translation>Panneau %1 sur %2</translation>
    </message>
</context>
<context>
    <name>pe::ui::FourierFigure</name>
    <message>
        <source>Frequency bin b (cycles per window)</source>
        <translation>Composante de fréquence b (cycles par fenêtre)</translation>
    </message>
    <message>
        <source>Position t — original</source>
        <translation>Position t — original</translation>
    </message>
    <message>
        <source>Position t — reconstruction</source>
        <translation>Position t — reconstruction</translation>
    </message>
    <message>
        <source>RMSE</source>
        <translation>RMSE</translation>
    </message>
    <message>
        <source>Position t</source>
        <translation>Position t</translation>
    </message>
    <message>
        <source>Fourier, inside the window</source>
        <translation>Fourier, dans la fenêtre</translation>
    </message>
    <message>
        <source>Fourier, past the window</source>
        <translation>Fourier, au-delà de la fenêtre</translation>
    </message>
    <message>
        <source>original</source>
        <translation>original</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>dim %1</source>
        <translation>dim %1</translation>
    </message>
    <message>
        <source>Fourier extrapolation: %1, window L_max = %2 of L = %3, K = %4 of %5 bins</source>
        <translation>Extrapolation de Fourier&#xa0;: %1, fenêtre L_max = %2 sur L = %3, K = %4 sur %5 composantes</translation>
    </message>
    <message>
        <source>loaded table %1</source>
        <translation>table chargée %1</translation>
    </message>
    <message>
        <source>The DFT sees the window as one period: past t = %1 the reconstruction repeats itself every %1 positions (dashed marks).</source>
        <translation>La TFD voit la fenêtre comme une période&#xa0;: au-delà de t = %1, la reconstruction se répète toutes les %1 positions (repères en tirets).</translation>
    </message>
    <message>
        <source>the dimensions above the white line</source>
        <translation>les dimensions au-dessus de la ligne blanche</translation>
    </message>
    <message>
        <source>the sines between the two white lines and the cosines above the second</source>
        <translation>les sinus entre les deux lignes blanches et les cosinus au-dessus de la seconde</translation>
    </message>
    <message>
        <source>
Pairs k ≥ %1 (wavelength &gt; %2) complete less than one cycle in the window: %3.</source>
        <translation>
Les paires k ≥ %1 (longueur d’onde &gt; %2) font moins d’un cycle dans la fenêtre&#xa0;: %3.</translation>
    </message>
    <message>
        <source>
Every pair completes at least one cycle in the window.</source>
        <translation>
Chaque paire fait au moins un cycle complet dans la fenêtre.</translation>
    </message>
    <message>
        <source>
Computed: %1 of %2 dimensions (one per row band, %3 samples per frame); the CSV exports compute all of them (within their size limits).</source>
        <translation>
Calculées&#xa0;: %1 dimensions sur %2 (une par bande de lignes, %3 échantillons par image)&#xa0;; les exports CSV les calculent toutes (dans leurs limites de taille).</translation>
    </message>
    <message>
        <source> Errors over %1 of %2 dimensions.</source>
        <translation> Erreurs sur %1 dimensions sur %2.</translation>
    </message>
    <message>
        <source>
At K = %1: RMSE %2 inside, %3 past the window; σ-sinusoid: %4 inside, %5 past (factor %6; σ = %7, σ_PE = %8).</source>
        <translation>
À K = %1&#xa0;: RMSE %2 dans la fenêtre, %3 au-delà&#xa0;; sinusoïde σ&#xa0;: %4 dans la fenêtre, %5 au-delà (facteur %6&#xa0;; σ = %7, σ_PE = %8).</translation>
    </message>
    <message>
        <source>Fourier sum as printed: the K largest bins b ≥ 1, all weighted 2/L_max. The mean (bin 0) is left out and the Nyquist bin counts twice, so even all bins miss the window; &quot;full&quot; keeps the mean and weights bins 0 and L_max/2 by 1/L_max.</source>
        <translation>Somme de Fourier telle qu’imprimée&#xa0;: les K plus grandes composantes b ≥ 1, toutes pondérées par 2/L_max. La moyenne (composante 0) est omise et la composante de Nyquist compte double, donc même toutes les composantes ne retrouvent pas la fenêtre&#xa0;; la somme «&#xa0;complète&#xa0;» garde la moyenne et pondère les composantes 0 et L_max/2 par 1/L_max.</translation>
    </message>
    <message>
        <source>Full Fourier sum: the K largest bins with the mean (bin 0), bins 0 and L_max/2 weighted 1/L_max, the others 2/L_max, so all bins rebuild the window. As printed: no mean, all bins 2/L_max.</source>
        <translation>Somme de Fourier complète&#xa0;: les K plus grandes composantes avec la moyenne (composante 0), les composantes 0 et L_max/2 pondérées par 1/L_max, les autres par 2/L_max, de sorte que toutes les composantes reconstruisent la fenêtre. Telle qu’imprimée&#xa0;: sans moyenne, toutes à 2/L_max.</translation>
    </message>
    <message>
        <source>σ-sinusoid as printed: σ · PE, σ the standard deviation of the embeddings over the window. PE&apos;s own, σ_PE, is below 1, so the sinusoids spread less; &quot;matched&quot; divides by it.</source>
        <translation>Sinusoïde σ telle qu’imprimée&#xa0;: σ · PE, σ étant l’écart type des plongements sur la fenêtre. Celui de PE, σ_PE, est inférieur à 1, donc les sinusoïdes sont moins dispersées&#xa0;; l’échelle «&#xa0;ajustée&#xa0;» divise par lui.</translation>
    </message>
    <message>
        <source>σ-sinusoid matched: (σ / σ_PE) · PE, σ the spread (standard deviation) of the embeddings over the window and σ_PE that of PE: both spread alike. As printed: σ · PE.</source>
        <translation>Sinusoïde σ ajustée&#xa0;: (σ / σ_PE) · PE, σ étant la dispersion (écart type) des plongements sur la fenêtre et σ_PE celle de PE&#xa0;: les deux ont la même dispersion. Telle qu’imprimée&#xa0;: σ · PE.</translation>
    </message>
    <message>
        <source>Fourier sum: %1, σ scale: %2 (hover here for what they do).</source>
        <translation>Somme de Fourier&#xa0;: %1, échelle σ&#xa0;: %2 (survolez ici pour voir ce qu’elles font).</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>Coefficients kept per dimension, K</source>
        <translation>Coefficients gardés par dimension, K</translation>
    </message>
    <message>
        <source>σ-sinusoid σ·PE, inside</source>
        <translation>sinusoïde σ·PE, dans la fenêtre</translation>
    </message>
    <message>
        <source>σ-sinusoid σ·PE, past</source>
        <translation>sinusoïde σ·PE, au-delà</translation>
    </message>
    <message>
        <source>σ-sinusoid σ·PE(t)</source>
        <translation>sinusoïde σ·PE(t)</translation>
    </message>
    <message>
        <source>Fourier, K largest bins</source>
        <translation>Fourier, K plus grandes composantes</translation>
    </message>
    <message>
        <source>Fourier: %1, L_max = %2, K = %3</source>
        <translation>Fourier&#xa0;: %1, L_max = %2, K = %3</translation>
    </message>
    <message>
        <source>%1 dB</source>
        <translation>%1&#xa0;dB</translation>
    </message>
</context>
<context>
    <name>pe::ui::FourierView</name>
    <message>
        <source>The dimension shown in the line plot at the bottom.</source>
        <translation>La dimension montrée dans le graphique en bas.</translation>
    </message>
    <message>
        <source>D&amp;imension:</source>
        <translation>D&amp;imension&#xa0;:</translation>
    </message>
    <message>
        <source>loaded table</source>
        <translation>table chargée</translation>
    </message>
    <message>
        <source>The reconstructed matrix would hold L × d = %1 values; the limit is %2. Lower L or d.</source>
        <translation>La matrice reconstruite contiendrait L × d = %1 valeurs&#xa0;; la limite est %2. Diminuez L ou d.</translation>
    </message>
    <message>
        <source>the error curve over all d columns needs L × d = %1 samples; the limit is %2. Lower L or d.</source>
        <translation>la courbe d’erreur sur les d colonnes demande L × d = %1 échantillons&#xa0;; la limite est %2. Diminuez L ou d.</translation>
    </message>
    <message>
        <source>, %1, L_max = %2, K = %3, Fourier sum %4, σ scale %5</source>
        <translation>, %1, L_max = %2, K = %3, somme de Fourier %4, échelle σ %5</translation>
    </message>
</context>
<context>
    <name>pe::ui::HeatmapView</name>
    <message>
        <source>Position t</source>
        <translation>Position t</translation>
    </message>
    <message>
        <source>The CSV of the PE matrix would hold L × d = %1 values; the limit is %2. Lower L or d to export the exact values.</source>
        <translation>Le CSV de la matrice PE contiendrait L × d = %1 valeurs&#xa0;; la limite est %2. Diminuez L ou d pour exporter les valeurs exactes.</translation>
    </message>
    <message>
        <source>
Double-click to open this cell in the formula inspector.</source>
        <translation>
Double-cliquez pour ouvrir cette cellule dans l’inspecteur de formule.</translation>
    </message>
    <message>
        <source>Each pixel: average of %1 positions × %2 dimensions</source>
        <translation>Chaque pixel&#xa0;: moyenne de %1 positions × %2 dimensions</translation>
    </message>
    <message>
        <source>Each matrix entry covers one pixel or more</source>
        <translation>Chaque élément de la matrice couvre un pixel ou plus</translation>
    </message>
    <message>
        <source>
(the colour averages the entries under the pixel, about %1 × %2)</source>
        <translation>
(la couleur est la moyenne des éléments sous le pixel, environ %1 × %2)</translation>
    </message>
    <message>
        <source>Each pixel blends the matrix entries under it, never picks one out: the formula is smoothed over about one pixel along both axes (a box filter applied four times), and a loaded table is averaged, each entry weighted by how much of it the pixel covers. Waves faster than the pixels fade to white instead of beating against the pixel grid into false stripes and arcs. Zoom with the wheel to see single positions.</source>
        <translation>Chaque pixel mélange les éléments de la matrice qu’il recouvre, sans jamais en choisir un seul&#xa0;: la formule est lissée sur environ un pixel le long des deux axes (un filtre boîte appliqué quatre fois), et une table chargée est moyennée, chaque élément pondéré par la part que le pixel en recouvre. Les ondes plus rapides que les pixels s’effacent vers le blanc au lieu de battre contre la grille des pixels en fausses rayures et en faux arcs. Zoomez avec la molette pour voir les positions une à une.</translation>
    </message>
    <message>
        <source>PE(t, dim)</source>
        <translation>PE(t, dim)</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>p(t, dim)</source>
        <translation>p(t, dim)</translation>
    </message>
    <message>
        <source>Dimension (sines, then cosines; fast first in each half)</source>
        <translation>Dimension (les sinus, puis les cosinus&#xa0;; les rapides d’abord dans chaque moitié)</translation>
    </message>
    <message>
        <source>Dimension (low: fast, high: slow)</source>
        <translation>Dimension (basse&#xa0;: rapide, haute&#xa0;: lente)</translation>
    </message>
    <message>
        <source>position t = %1, dimension %2
p(t, dim) = %3</source>
        <translation>position t = %1, dimension %2
p(t, dim) = %3</translation>
    </message>
    <message>
        <source>position t = %1, dimension %2
pair k = %3 (%4)
ω_k = %5, wavelength = %6 positions
PE = %4(%7) = %8</source>
        <translation>position t = %1, dimension %2
paire k = %3 (%4)
ω_k = %5, longueur d’onde = %6 positions
PE = %4(%7) = %8</translation>
    </message>
    <message>
        <source>Learned position embeddings: %1, %2</source>
        <translation>Plongements de position appris&#xa0;: %1, %2</translation>
    </message>
    <message>
        <source>Sinusoidal positional encoding: %1 (%2)</source>
        <translation>Encodage positionnel sinusoïdal&#xa0;: %1 (disposition %2)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Each pixel: average of %1 positions, one dimension</source>
        <translation>Chaque pixel&#xa0;: moyenne de %1 positions, une dimension</translation>
    </message>
    <message>
        <source>Each pixel: one position, average of %1 dimensions</source>
        <translation>Chaque pixel&#xa0;: une position, moyenne de %1 dimensions</translation>
    </message>
</context>
<context>
    <name>pe::ui::InspectorRowsModel</name>
    <message>
        <source>PE(%1, %2) = %3(%1 / %4^%5) = %3(%1 / %6) = %3(%7) = %8</source>
        <translation>PE(%1, %2) = %3(%1 / %4^%5) = %3(%1 / %6) = %3(%7) = %8</translation>
    </message>
    <message>
        <source>sin|cos</source>
        <translation>sin|cos</translation>
    </message>
    <message>
        <source>value</source>
        <translation>valeur</translation>
    </message>
    <message>
        <source>dim</source>
        <translation>dim</translation>
    </message>
    <message>
        <source>k</source>
        <translation>k</translation>
    </message>
    <message>
        <source>2k/d</source>
        <translation>2k/d</translation>
    </message>
    <message>
        <source>divisor
n^(2k/d)</source>
        <translation>diviseur
n^(2k/d)</translation>
    </message>
    <message>
        <source>argument
t / divisor</source>
        <translation>argument
t / diviseur</translation>
    </message>
</context>
<context>
    <name>pe::ui::InspectorView</name>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>The formula of the selected row, with the current values substituted.</source>
        <translation>La formule de la ligne sélectionnée, avec les valeurs actuelles substituées.</translation>
    </message>
    <message>
        <source>Divisor table</source>
        <translation>Table des diviseurs</translation>
    </message>
    <message>
        <source>A sentence, one row per word</source>
        <translation>Une phrase, une ligne par mot</translation>
    </message>
    <message>
        <source>Classroom example: n = 100, d = &amp;4</source>
        <translation>Exemple de classe&#xa0;: n = 100, d = &amp;4</translation>
    </message>
    <message>
        <source>Sentence: %1</source>
        <translation>Phrase&#xa0;: %1</translation>
    </message>
    <message>
        <source>Only the first %1 of %2 words are shown.</source>
        <translation>Seuls les %1 premiers mots sur %2 sont affichés.</translation>
    </message>
    <message>
        <source> The table shows its first %1 columns; the CSV has all of them.</source>
        <translation> Tableau&#xa0;: %1 premières colonnes&#xa0;; CSV&#xa0;: toutes.</translation>
    </message>
    <message>
        <source>PE&lt;sub&gt;(%1, %2)&lt;/sub&gt; = &lt;span style=&apos;color:%3&apos;&gt;%4&lt;/span&gt;(%1 / %5&lt;sup&gt;2·%6/%7&lt;/sup&gt;) = %4(%1 / %8) = %4(%9) = &lt;b&gt;%10&lt;/b&gt;</source>
        <translation>PE&lt;sub&gt;(%1, %2)&lt;/sub&gt; = &lt;span style=&apos;color:%3&apos;&gt;%4&lt;/span&gt;(%1 / %5&lt;sup&gt;2·%6/%7&lt;/sup&gt;) = %4(%1 / %8) = %4(%9) = &lt;b&gt;%10&lt;/b&gt;</translation>
    </message>
    <message>
        <source>A sentence</source>
        <translation>Une phrase</translation>
    </message>
    <message>
        <source>&amp;Position t:</source>
        <translation>&amp;Position t&#xa0;:</translation>
    </message>
    <message>
        <source>The position whose vector PE(t) the table takes apart: any position up to %L1, whatever L is, to check a far position&apos;s values. Shared with the other position-based views, which show at most L−1.</source>
        <translation>La position dont le tableau décompose le vecteur PE(t)&#xa0;: toute position jusqu’à %L1, quel que soit L, pour vérifier les valeurs d’une position lointaine. Partagée avec les autres vues fondées sur la position, qui montrent au plus L−1.</translation>
    </message>
    <message>
        <source>The position whose vector PE(t) the table takes apart, 0 … L−1. Shared with the other position-based views.</source>
        <translation>La position dont le tableau décompose le vecteur PE(t), 0 … L−1. Partagée avec les autres vues fondées sur la position.</translation>
    </message>
    <message>
        <source>Worked example: every dimension of PE(t). Select a row to see its formula with the values substituted.</source>
        <translation>Exemple détaillé&#xa0;: chaque dimension de PE(t). Sélectionnez une ligne pour voir sa formule avec les valeurs substituées.</translation>
    </message>
    <message>
        <source>Divisor table: the divisor n^(2k/d) grows from 1 towards n, so high dimensions turn slowly.</source>
        <translation>Table des diviseurs&#xa0;: le diviseur n^(2k/d) croît de 1 vers n, donc les dimensions élevées tournent lentement.</translation>
    </message>
    <message>
        <source>PE(t), dimension by dimension</source>
        <translation>PE(t), dimension par dimension</translation>
    </message>
    <message>
        <source>PE(t, dim) for the word at position t: sin in even columns, cos in odd ones.</source>
        <translation>PE(t, dim) pour le mot en position t&#xa0;: sin dans les colonnes paires, cos dans les impaires.</translation>
    </message>
    <message>
        <source>PE(t) and its divisors</source>
        <translation>PE(t) et ses diviseurs</translation>
    </message>
    <message>
        <source>, t = %1</source>
        <translation>, t = %1</translation>
    </message>
    <message>
        <source>PE&lt;sub&gt;(t, 2k)&lt;/sub&gt; = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; PE&lt;sub&gt;(t, 2k+1)&lt;/sub&gt; = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;)</source>
        <translation>PE&lt;sub&gt;(t, 2k)&lt;/sub&gt; = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; PE&lt;sub&gt;(t, 2k+1)&lt;/sub&gt; = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;)</translation>
    </message>
    <message>
        <source>PE&lt;sub&gt;(t, k)&lt;/sub&gt; = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; PE&lt;sub&gt;(t, P+k)&lt;/sub&gt; = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; P = ⌈d/2⌉</source>
        <translation>PE&lt;sub&gt;(t, k)&lt;/sub&gt; = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; PE&lt;sub&gt;(t, P+k)&lt;/sub&gt; = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), &amp;nbsp; P = ⌈d/2⌉</translation>
    </message>
    <message>
        <source>Set %1, the small classroom example (changes the shared parameters).</source>
        <translation>Régler %1, le petit exemple de classe (modifie les paramètres communs).</translation>
    </message>
    <message>
        <source>%1 words → a %1 × %2 matrix (%3, %4).</source>
        <translation>%1 mots → une matrice %1 × %2 (%3, %4).</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
</context>
<context>
    <name>pe::ui::LadderPlot</name>
    <message>
        <source>Exponent 2k/d: where the pair sits on the ladder</source>
        <translation>Exposant 2k/d&#xa0;: la place de la paire sur l’échelle</translation>
    </message>
    <message>
        <source>Wavelength λₖ (positions)</source>
        <translation>Longueur d’onde λₖ (positions)</translation>
    </message>
    <message>
        <source>Pair k</source>
        <translation>Paire k</translation>
    </message>
    <message>
        <source>Above L: less than one turn within the sequence.
These pairs say where in the sequence a token is, not what is near it,
and they are the ones extrapolation past L stresses.</source>
        <translation>Au-dessus de L&#xa0;: moins d’un tour sur la séquence.
Ces paires disent où se trouve un jeton dans la séquence, pas ce qui est proche de lui,
et ce sont elles que l’extrapolation au-delà de L met à l’épreuve.</translation>
    </message>
    <message>
        <source>pairs turning less than once within L: %1</source>
        <translation>paires de moins d’un tour sur L&#xa0;: %1</translation>
    </message>
    <message>
        <source>d = %1: %2 steps on the same range (staircase)</source>
        <translation>d = %1&#xa0;: %2 marches, même plage (escalier)</translation>
    </message>
    <message>
        <source>2π ≈ 6.28: fastest pair</source>
        <translation>2π ≈ 6,28&#xa0;: la plus rapide</translation>
    </message>
    <message>
        <source>2π·n ≈ %1: the ladder&apos;s ceiling</source>
        <translation>2π·n ≈ %1&#xa0;: le haut de l’échelle</translation>
    </message>
    <message>
        <source>alien clock 3600^(2k)</source>
        <translation>horloge extraterrestre 3600^(2k)</translation>
    </message>
    <message>
        <source>alien clock %1^(2k)</source>
        <translation>horloge extraterrestre %1^(2k)</translation>
    </message>
    <message>
        <source>%1 (exponent not divided by d): %2 of %3 informative</source>
        <translation>%1 (exposant non divisé par d)&#xa0;: %2 informatives sur %3</translation>
    </message>
    <message>
        <source>alien pairs with λ &gt; 10^16, pinned to the top edge: %1</source>
        <translation>paires extraterrestres avec λ &gt; 10^16, épinglées au bord supérieur&#xa0;: %1</translation>
    </message>
    <message>
        <source>The base explored: a dimension is informative when it varies by at least %1 over positions 0 … L−1</source>
        <translation>La base explorée&#xa0;: une dimension est informative quand elle varie d’au moins %1 sur les positions 0 … L−1</translation>
    </message>
    <message>
        <source>d = %1: from %2 to %3 (%4 pairs)</source>
        <translation>d = %1&#xa0;: de %2 à %3 (%4 paires)</translation>
    </message>
    <message>
        <source>Wavelength ladder λₖ = 2π·n^(2k/d): %1</source>
        <translation>Échelle des longueurs d’onde λₖ = 2π·n^(2k/d)&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1: pairs turning at least once within L: %2 of %3</source>
        <translation>%1&#xa0;: paires d’au moins un tour sur L&#xa0;: %2 sur %3</translation>
    </message>
    <message>
        <source>Pair k (%1)</source>
        <translation>Paire k (%1)</translation>
    </message>
    <message>
        <source>Divisors n^(2k/d), k = 0 … pairs − 1, %1:</source>
        <translation>Diviseurs n^(2k/d), k = 0 … paires − 1, %1&#xa0;:</translation>
    </message>
    <message>
        <source>%1, exponent 2k/d: %2 of %3 dimensions informative</source>
        <translation>%1, exposant 2k/d&#xa0;: %2 dimensions informatives sur %3</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Wavelength ladder: %1</source>
        <translation>Longueurs d’onde&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 of %2 turn within L</source>
        <translation>%1 sur %2 tournent sur L</translation>
    </message>
    <message>
        <source>%1 under one turn</source>
        <translation>%1 sous un tour</translation>
    </message>
    <message>
        <source>d = %1</source>
        <translation>d = %1</translation>
    </message>
    <message>
        <source>%1: %2 of %3 informative</source>
        <translation>%1&#xa0;: %2 informatives sur %3</translation>
    </message>
    <message>
        <source>λ &gt; 10^16, at the top: %1</source>
        <translation>λ &gt; 10^16, en haut&#xa0;: %1</translation>
    </message>
    <message>
        <source>The base explored</source>
        <translation>La base explorée</translation>
    </message>
</context>
<context>
    <name>pe::ui::LessonBar</name>
    <message>
        <source>◀ &amp;Back</source>
        <translation>◀ &amp;Précédent</translation>
    </message>
    <message>
        <source>&amp;Next ▶</source>
        <translation>&amp;Suivant ▶</translation>
    </message>
    <message>
        <source>&amp;End lesson</source>
        <translation>&amp;Terminer la leçon</translation>
    </message>
    <message>
        <source>The previous step (PageUp, ←)</source>
        <translation>L’étape précédente (PageUp, ←)</translation>
    </message>
    <message>
        <source>Reveal the figure, or the next step (PageDown, →)</source>
        <translation>Révéler la figure, ou passer à l’étape suivante (PageDown, →)</translation>
    </message>
    <message>
        <source>Leave the lesson; the figure stays as it is</source>
        <translation>Quitter la leçon&#xa0;; la figure reste telle quelle</translation>
    </message>
    <message>
        <source>%1 — step %2 of %3</source>
        <translation>%1 — étape %2 sur %3</translation>
    </message>
    <message>
        <source>&amp;Reveal ▶</source>
        <translation>&amp;Révéler ▶</translation>
    </message>
    <message>
        <source>&amp;Finish</source>
        <translation>&amp;Finir</translation>
    </message>
</context>
<context>
    <name>pe::ui::LiveRecording</name>
    <message>
        <source>unknown animation extension (use .mp4, .webm or .gif)</source>
        <translation>extension d’animation inconnue (utilisez .mp4, .webm ou .gif)</translation>
    </message>
    <message>
        <source>nothing was recorded</source>
        <translation>rien n’a été enregistré</translation>
    </message>
</context>
<context>
    <name>pe::ui::MainWindow</name>
    <message>
        <source>Positional Encoding Explorer</source>
        <translation>Positional Encoding Explorer</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <source>Time from the last parameter change to the finished redraw.</source>
        <translation>Temps entre le dernier changement de paramètre et la fin du nouveau dessin.</translation>
    </message>
    <message>
        <source>frame %1 ms</source>
        <translation>image %1 ms</translation>
    </message>
    <message>
        <source>The current view is being computed in the background.</source>
        <translation>La vue courante est en cours de calcul en arrière-plan.</translation>
    </message>
    <message>
        <source>%1 settings</source>
        <translation>Réglages&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <source>&amp;Export figure…</source>
        <translation>&amp;Exporter la figure…</translation>
    </message>
    <message>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <source>Save the current view as PNG, SVG or PDF, with its parameters as caption.</source>
        <translation>Enregistrer la vue courante en PNG, SVG ou PDF, avec ses paramètres en légende.</translation>
    </message>
    <message>
        <source>Export &amp;data as CSV…</source>
        <translation>Exporter les &amp;données en CSV…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <source>Open position embeddings</source>
        <translation>Ouvrir des plongements de position</translation>
    </message>
    <message>
        <source>Ctrl+Shift+O</source>
        <translation>Ctrl+Shift+O</translation>
    </message>
    <message>
        <source>Analyse a learned position-embedding matrix (.npy, .safetensors, .csv, .tsv) instead of the sinusoidal formula. You can also drop the file on the window.</source>
        <translation>Analyser une matrice de plongements de position appris (.npy, .safetensors, .csv, .tsv) au lieu de la formule sinusoïdale. Vous pouvez aussi déposer le fichier sur la fenêtre.</translation>
    </message>
    <message>
        <source>&amp;Open session…</source>
        <translation>&amp;Ouvrir une session…</translation>
    </message>
    <message>
        <source>Restore the view, parameters and settings saved in a session file.</source>
        <translation>Restaurer la vue, les paramètres et les réglages enregistrés dans un fichier de session.</translation>
    </message>
    <message>
        <source>&amp;Save session…</source>
        <translation>Enregis&amp;trer la session…</translation>
    </message>
    <message>
        <source>Save the current view, parameters and every view&apos;s settings to a small file.</source>
        <translation>Enregistrer la vue courante, les paramètres et les réglages de chaque vue dans un petit fichier.</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>Ctrl+Shift+Z</source>
        <translation>Ctrl+Shift+Z</translation>
    </message>
    <message>
        <source>&amp;Copy figure</source>
        <translation>&amp;Copier la figure</translation>
    </message>
    <message>
        <source>Copy the current figure to the clipboard, as an image and as SVG, for slides.</source>
        <translation>Copier la figure courante dans le presse-papiers, en image et en SVG, pour des diapositives.</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Plein écran</translation>
    </message>
    <message>
        <source>Ctrl+R</source>
        <translation>Ctrl+R</translation>
    </message>
    <message>
        <source>Pre&amp;sets</source>
        <translation>Pré&amp;réglages</translation>
    </message>
    <message>
        <source>pe-explorer --preset %1</source>
        <translation>pe-explorer --preset %1</translation>
    </message>
    <message>
        <source>Needs the “%1” view, which this build does not have.</source>
        <translation>Demande la vue «&#xa0;%1&#xa0;», que cette version n’a pas.</translation>
    </message>
    <message>
        <source>pe-explorer --lesson %1</source>
        <translation>pe-explorer --lesson %1</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;ide</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>À &amp;propos</translation>
    </message>
    <message>
        <source>About Positional Encoding Explorer</source>
        <translation>À propos de Positional Encoding Explorer</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Positional Encoding Explorer %1&lt;/h3&gt;&lt;p&gt;Live views of the sinusoidal positional encoding of &lt;i&gt;Attention Is All You Need&lt;/i&gt;: PE(t, 2k) = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), PE(t, 2k+1) = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;).&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Positional Encoding Explorer %1&lt;/h3&gt;&lt;p&gt;Vues en direct de l’encodage positionnel sinusoïdal de &lt;i&gt;Attention Is All You Need&lt;/i&gt;&#xa0;: PE(t, 2k) = sin(t / n&lt;sup&gt;2k/d&lt;/sup&gt;), PE(t, 2k+1) = cos(t / n&lt;sup&gt;2k/d&lt;/sup&gt;).&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Interface &amp;size</source>
        <translation>Taille de l’&amp;interface</translation>
    </message>
    <message>
        <source>&amp;Normal (100 %)</source>
        <translation>&amp;Normale (100&#xa0;%)</translation>
    </message>
    <message>
        <source>&amp;Large (125 %)</source>
        <translation>&amp;Grande (125&#xa0;%)</translation>
    </message>
    <message>
        <source>&amp;Projector (150 %)</source>
        <translation>&amp;Projecteur (150&#xa0;%)</translation>
    </message>
    <message>
        <source>&amp;Very large (200 %)</source>
        <translation>&amp;Très grande (200&#xa0;%)</translation>
    </message>
    <message>
        <source>Text, controls and plots at %1 % of their normal size, for a projector. Applied when pe-explorer starts.</source>
        <translation>Texte, contrôles et graphiques à %1&#xa0;% de leur taille normale, pour un projecteur. Appliqué au démarrage de pe-explorer.</translation>
    </message>
    <message>
        <source>Lan&amp;guage</source>
        <translation>Lan&amp;gue</translation>
    </message>
    <message>
        <source>Interface size</source>
        <translation>Taille de l’interface</translation>
    </message>
    <message>
        <source>The new interface size applies when pe-explorer starts again. Restart now? The current view and parameters are kept.</source>
        <translation>La nouvelle taille de l’interface s’applique au prochain démarrage de pe-explorer. Redémarrer maintenant&#xa0;? La vue et les paramètres actuels sont conservés.</translation>
    </message>
    <message>
        <source>&amp;Restart now</source>
        <translation>&amp;Redémarrer maintenant</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Plus tard</translation>
    </message>
    <message>
        <source>Preset failed</source>
        <translation>Le préréglage a échoué</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Préréglage&#xa0;: %1</translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation>Leçon</translation>
    </message>
    <message>
        <source>Lesson step failed</source>
        <translation>L’étape de la leçon a échoué</translation>
    </message>
    <message>
        <source>Unknown figure extension in “%1”: use .png, .svg or .pdf.</source>
        <translation>Extension de figure inconnue dans «&#xa0;%1&#xa0;»&#xa0;: utilisez .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>L’export a échoué</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Cannot export CSV</source>
        <translation>Impossible d’exporter le CSV</translation>
    </message>
    <message>
        <source>Export data as CSV</source>
        <translation>Exporter les données en CSV</translation>
    </message>
    <message>
        <source>The CSV of this view is large: %1. Write it anyway?</source>
        <translation>Le CSV de cette vue est volumineux&#xa0;: %1. L’écrire quand même&#xa0;?</translation>
    </message>
    <message>
        <source>CSV (*.csv)</source>
        <translation>CSV (*.csv)</translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Writing %1… %2 MB</source>
        <translation>Écriture de %1… %2 Mo</translation>
    </message>
    <message>
        <source>Cannot open the embeddings</source>
        <translation>Impossible d’ouvrir les plongements</translation>
    </message>
    <message>
        <source>Analysing %1</source>
        <translation>Analyse de %1</translation>
    </message>
    <message>
        <source>Copy failed</source>
        <translation>La copie a échoué</translation>
    </message>
    <message>
        <source>Figure copied to the clipboard</source>
        <translation>Figure copiée dans le presse-papiers</translation>
    </message>
    <message>
        <source>Save session</source>
        <translation>Enregistrer la session</translation>
    </message>
    <message>
        <source>Session (*.json)</source>
        <translation>Session (*.json)</translation>
    </message>
    <message>
        <source>Saving the session failed</source>
        <translation>L’enregistrement de la session a échoué</translation>
    </message>
    <message>
        <source>Open session</source>
        <translation>Ouvrir une session</translation>
    </message>
    <message>
        <source>Cannot open the session</source>
        <translation>Impossible d’ouvrir la session</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Open e&amp;mbeddings…</source>
        <translation>Ouvrir des &amp;plongements…</translation>
    </message>
    <message>
        <source>&amp;Parameters panel</source>
        <translation>Panneau des pa&amp;ramètres</translation>
    </message>
    <message>
        <source>P&amp;arameters</source>
        <translation>&amp;Paramètres</translation>
    </message>
    <message>
        <source>Lesso&amp;ns</source>
        <translation>&amp;Leçons</translation>
    </message>
    <message>
        <source>Export &amp;animation…</source>
        <translation>Exporter une &amp;animation…</translation>
    </message>
    <message>
        <source>Ctrl+Alt+E</source>
        <translation>Ctrl+Alt+E</translation>
    </message>
    <message>
        <source>Save an MP4, WebM or GIF of the current view while one parameter sweeps a range.</source>
        <translation>Enregistrer un MP4, WebM ou GIF de la vue courante pendant qu’un paramètre parcourt un intervalle.</translation>
    </message>
    <message>
        <source>Open mode&amp;l…</source>
        <translation>Ouvrir un mode&amp;le…</translation>
    </message>
    <message>
        <source>Open a model</source>
        <translation>Ouvrir un modèle</translation>
    </message>
    <message>
        <source>Models (config.json *.gguf *.safetensors *.npz *.index.json);;All files (*)</source>
        <translation>Modèles (config.json *.gguf *.safetensors *.npz *.index.json);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Open a model&apos;s config.json, weights or .gguf file: its positional scheme&apos;s view opens with the model&apos;s own settings. You can also drop the model&apos;s folder on the window.</source>
        <translation>Ouvrir le config.json, les poids ou le fichier .gguf d’un modèle&#xa0;: la vue de son schéma de position s’ouvre avec les réglages du modèle. Vous pouvez aussi déposer le dossier du modèle sur la fenêtre.</translation>
    </message>
    <message>
        <source>Ctrl+Y</source>
        <translation>Ctrl+Y</translation>
    </message>
    <message>
        <source>&amp;Print handout…</source>
        <translation>&amp;Imprimer le polycopié…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+P</source>
        <translation>Ctrl+Shift+P</translation>
    </message>
    <message>
        <source>A PDF of the lesson: one A4 page per step with its figure and text, room to answer each question, the answers at the end.</source>
        <translation>Un PDF de la leçon : une page A4 par étape avec sa figure et son texte, de la place pour répondre à chaque question, les réponses à la fin.</translation>
    </message>
    <message>
        <source>Export &amp;slides…</source>
        <translation>Exporter les &amp;diapositives…</translation>
    </message>
    <message>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <source>One PNG per step of the lesson, into a folder, for slides.</source>
        <translation>Un PNG par étape de la leçon, dans un dossier, pour des diapositives.</translation>
    </message>
    <message>
        <source>&amp;Manual</source>
        <translation>&amp;Manuel</translation>
    </message>
    <message>
        <source>Reload</source>
        <translation>Recharger</translation>
    </message>
    <message>
        <source>Read the embeddings file again as it is now on disk</source>
        <translation>Relire le fichier de plongements tel qu’il est maintenant sur le disque</translation>
    </message>
    <message>
        <source>%1 changed on disk: the views show the table as it was loaded; Reload reads it again.</source>
        <translation>%1 a changé sur le disque&#xa0;: les vues montrent la table telle qu’elle a été chargée&#xa0;; Recharger la relit.</translation>
    </message>
    <message>
        <source>Reload failed: %1</source>
        <translation>Échec du rechargement&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reloaded %1</source>
        <translation>Rechargé&#xa0;: %1</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Cannot open the model: %1</source>
        <translation>Impossible d’ouvrir le modèle&#xa0;: %1</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>%1 ouvert&#xa0;: %2</translation>
    </message>
    <message>
        <source>P&amp;anels</source>
        <translation>P&amp;anneaux</translation>
    </message>
    <message>
        <source>&amp;Focus panel</source>
        <translation>&amp;Agrandir un panneau</translation>
    </message>
    <message>
        <source>One panel of the figure over all of its room (or double-click the panel); F8 or Esc shows them all again.</source>
        <translation>Un panneau de la figure sur toute sa place (ou double-cliquez le panneau)&#xa0;; F8 ou Échap les remontre tous.</translation>
    </message>
    <message>
        <source>&amp;Next panel</source>
        <translation>Panneau &amp;suivant</translation>
    </message>
    <message>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <source>P&amp;revious panel</source>
        <translation>Panneau &amp;précédent</translation>
    </message>
    <message>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <source>&amp;Reset to the paper (%1)</source>
        <translation>&amp;Revenir à l’article (%1)</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>(Reveal ▶ shows the figure)</source>
        <translation>(Révéler ▶ montre la figure)</translation>
    </message>
</context>
<context>
    <name>pe::ui::ManualDialog</name>
    <message>
        <source>Manual</source>
        <translation>Manuel</translation>
    </message>
</context>
<context>
    <name>pe::ui::OrderView</name>
    <message>
        <source>without positions</source>
        <translation>sans positions</translation>
    </message>
    <message>
        <source>with positions (word + PE)</source>
        <translation>avec positions (mot + PE)</translation>
    </message>
    <message>
        <source>%1 — “%2” / “%3”, %4, d = %5</source>
        <translation>%1 — «&#xa0;%2&#xa0;» / «&#xa0;%3&#xa0;», %4, d = %5</translation>
    </message>
    <message>
        <source>with positions</source>
        <translation>avec positions</translation>
    </message>
    <message>
        <source>Self-attention %1: “%2” vs “%3”</source>
        <translation>Auto-attention %1&#xa0;: «&#xa0;%2&#xa0;» contre «&#xa0;%3&#xa0;»</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>Sentence 1: word (position)</source>
        <translation>Phrase 1&#xa0;: mot (position)</translation>
    </message>
    <message>
        <source>Sentence 2, rows matched by word: word (position)</source>
        <translation>Phrase 2 (lignes appariées)&#xa0;: mot (position)</translation>
    </message>
    <message>
        <source>output value</source>
        <translation>valeur de sortie</translation>
    </message>
    <message>
        <source>“%1”: max difference %2 without positions, %3 with</source>
        <translation>«&#xa0;%1&#xa0;»&#xa0;: écart max %2 sans positions, %3 avec</translation>
    </message>
    <message>
        <source>sentence 1, “%1” at position %2, dimension %3: %4</source>
        <translation>phrase 1, «&#xa0;%1&#xa0;» en position %2, dimension %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>sentence 2, “%1” at position %2, dimension %3: %4</source>
        <translation>phrase 2, «&#xa0;%1&#xa0;» en position %2, dimension %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>without positions: max %1</source>
        <translation>sans positions&#xa0;: max %1</translation>
    </message>
    <message>
        <source>with positions: max %1</source>
        <translation>avec positions&#xa0;: max %1</translation>
    </message>
    <message>
        <source>One head, softmax(QKᵀ/√d) V. Without positions each word gets the same output in both sentences, only in another row: max difference %1 (rounding).</source>
        <translation>Une tête, softmax(QKᵀ/√d) V. Sans positions chaque mot a la même sortie dans les deux phrases, seulement dans une autre ligne&#xa0;: écart max %1 (arrondi).</translation>
    </message>
    <message>
        <source>With the sinusoidal encoding added (d = %1, %2) the outputs differ: max difference %3. The maps show: %4.</source>
        <translation>Avec l’encodage sinusoïdal ajouté (d = %1, %2) les sorties diffèrent&#xa0;: écart max %3. Les cartes montrent&#xa0;: %4.</translation>
    </message>
    <message>
        <source>Output dim.</source>
        <translation>Dim. de sortie</translation>
    </message>
    <message>
        <source>Max |output 1 − output 2|</source>
        <translation>Max |sortie 1 − sortie 2|</translation>
    </message>
</context>
<context>
    <name>pe::ui::PaneHeader</name>
    <message>
        <source>The view shown in this pane.</source>
        <translation>La vue montrée dans ce volet.</translation>
    </message>
    <message>
        <source>The parameters of this pane. Click the pane to edit them in the Parameters dock.</source>
        <translation>Les paramètres de ce volet. Cliquez sur le volet pour les modifier dans le panneau Paramètres.</translation>
    </message>
</context>
<context>
    <name>pe::ui::ParameterPanel</name>
    <message>
        <source>Unload the embeddings file and show the sinusoidal encoding again.</source>
        <translation>Décharger le fichier de plongements et revenir à l’encodage sinusoïdal.</translation>
    </message>
    <message>
        <source>&lt;p&gt;p(t) = row t of &lt;b&gt;%1&lt;/b&gt;: %2 positions × %3 dimensions, learned.&lt;/p&gt;</source>
        <translation>&lt;p&gt;p(t) = ligne t de &lt;b&gt;%1&lt;/b&gt;&#xa0;: %2 positions × %3 dimensions, apprises.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>&lt;p&gt;PE(t, 2k) = sin(ω&lt;sub&gt;k&lt;/sub&gt; t)&lt;br&gt;PE(t, 2k+1) = cos(ω&lt;sub&gt;k&lt;/sub&gt; t)&lt;br&gt;ω&lt;sub&gt;k&lt;/sub&gt; = n&lt;sup&gt;−2k/d&lt;/sup&gt;&lt;/p&gt;</source>
        <translation>&lt;p&gt;PE(t, 2k) = sin(ω&lt;sub&gt;k&lt;/sub&gt; t)&lt;br&gt;PE(t, 2k+1) = cos(ω&lt;sub&gt;k&lt;/sub&gt; t)&lt;br&gt;ω&lt;sub&gt;k&lt;/sub&gt; = n&lt;sup&gt;−2k/d&lt;/sup&gt;&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Bac&amp;k to the formula</source>
        <translation>Revenir à la &amp;formule</translation>
    </message>
</context>
<context>
    <name>pe::ui::PresentationMode</name>
    <message>
        <source>Presentation</source>
        <translation>Présentation</translation>
    </message>
    <message>
        <source>Leave (Esc)</source>
        <translation>Quitter (Échap)</translation>
    </message>
    <message>
        <source>Back to the window with its menus and panels.</source>
        <translation>Revenir à la fenêtre avec ses menus et ses panneaux.</translation>
    </message>
    <message>
        <source>Presentation &amp;mode</source>
        <translation>&amp;Mode présentation</translation>
    </message>
    <message>
        <source>The figure over the whole screen with d, n and L in large type, for a projector. Esc leaves it.</source>
        <translation>La figure sur tout l’écran avec d, n et L en gros caractères, pour un projecteur. Échap en sort.</translation>
    </message>
    <message>
        <source>&amp;Pointer</source>
        <translation>&amp;Pointeur</translation>
    </message>
    <message>
        <source>In presentation mode: a large ring that follows the mouse, for the room to see what you point at.</source>
        <translation>En mode présentation&#xa0;: un grand anneau qui suit la souris, pour que la salle voie ce que vous montrez.</translation>
    </message>
</context>
<context>
    <name>pe::ui::RequirementsView</name>
    <message>
        <source>Δ = %1: %2, %3</source>
        <translation>Δ = %1&#xa0;: %2&#xa0;; %3</translation>
    </message>
    <message>
        <source>Δ = %1: %2</source>
        <translation>Δ = %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>closest pair: ‖PE(%1) − PE(%2)‖ = %3</source>
        <translation>paire la plus proche&#xa0;: ‖PE(%1) − PE(%2)‖ = %3</translation>
    </message>
    <message>
        <source>only one position</source>
        <translation>une seule position</translation>
    </message>
    <message>
        <source>Over all pairs of the table&apos;s rows 0 … %1, compared directly.</source>
        <translation>Sur toutes les paires des lignes 0 … %1 de la table, comparées directement.</translation>
    </message>
    <message>
        <source>Over positions 0 … %1. It depends only on the offset Δ: ‖PE(t) − PE(t+Δ)‖² = Σₖ 2(1 − cos ωₖΔ), so %2 offsets are searched, not %3 pairs.</source>
        <translation>Sur les positions 0 … %1. Cela ne dépend que du décalage Δ&#xa0;: ‖PE(t) − PE(t+Δ)‖² = Σₖ 2(1 − cos ωₖΔ), donc on parcourt %2 décalages, pas %3 paires.</translation>
    </message>
    <message>
        <source>%1 (The first %2 of the %3 positions: the search costs rows² × d.)</source>
        <translation>%1 (Les %2 premières des %3 positions&#xa0;: la recherche coûte lignes² × d.)</translation>
    </message>
    <message>
        <source>1 · Every position is unique</source>
        <translation>1 · Positions uniques</translation>
    </message>
    <message>
        <source>the same for every t</source>
        <translation>la même pour tout t</translation>
    </message>
    <message>
        <source>varies with t: spread %1 at Δ = %2</source>
        <translation>varie avec t&#xa0;: écart %1 à Δ = %2</translation>
    </message>
    <message>
        <source>‖PE(t) − PE(t+Δ)‖ and its max − min over t:</source>
        <translation>‖PE(t) − PE(t+Δ)‖ et son max − min sur t&#xa0;:</translation>
    </message>
    <message>
        <source>(%1 t per offset, in evenly spaced runs.)</source>
        <translation>(%1 t par décalage, en séries régulièrement espacées.)</translation>
    </message>
    <message>
        <source>2 · Same offset, same distance</source>
        <translation>2 · Même Δ, même distance</translation>
    </message>
    <message>
        <source>3 · Works past the training length</source>
        <translation>3 · Au-delà de l’entraînement</translation>
    </message>
    <message>
        <source>no vector for position %1 or later</source>
        <translation>aucun vecteur pour la position %1 ni au-delà</translation>
    </message>
    <message>
        <source>A learned table has one row per position seen in training (%1 here): nothing to look up past its end, so a model using it cannot read longer inputs.</source>
        <translation>Une table apprise a une ligne par position vue à l’entraînement (%1 ici)&#xa0;: rien à lire après sa fin, donc un modèle qui l’utilise ne peut pas lire d’entrées plus longues.</translation>
    </message>
    <message>
        <source>The formula has no last row. Closest pair in 0 … %1: ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>La formule n’a pas de dernière ligne. Paire la plus proche dans 0 … %1&#xa0;: ‖PE(%2) − PE(%3)‖ = %4.</translation>
    </message>
    <message>
        <source>Max − min over t = %1 … %2: %3</source>
        <translation>Max − min sur t = %1 … %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>%1 … %2: unique, same distances</source>
        <translation>%1 … %2&#xa0;: uniques, mêmes distances</translation>
    </message>
    <message>
        <source>computed twice: bit-identical</source>
        <translation>deux calculs&#xa0;: bits identiques</translation>
    </message>
    <message>
        <source>computed twice: bits differ</source>
        <translation>deux calculs&#xa0;: bits différents</translation>
    </message>
    <message>
        <source>Checked on rows 0 … %1 (%2 values), computed in one pass and again row by row.</source>
        <translation>Vérifié sur les lignes 0 … %1 (%2 valeurs), calculées en une passe puis ligne par ligne.</translation>
    </message>
    <message>
        <source>This file gives the same vectors every time, but they come from training: another seed or other data give other vectors.</source>
        <translation>Ce fichier donne les mêmes vecteurs à chaque fois, mais ils viennent de l’entraînement&#xa0;: une autre graine ou d’autres données donnent d’autres vecteurs.</translation>
    </message>
    <message>
        <source>A formula of t, d and n: the same inputs give the same vectors on every run and machine.</source>
        <translation>Une formule de t, d et n&#xa0;: les mêmes entrées donnent les mêmes vecteurs à chaque exécution, sur toute machine.</translation>
    </message>
    <message>
        <source>4 · Deterministic</source>
        <translation>4 · Déterministe</translation>
    </message>
    <message>
        <source>All L × d = %1 components rounded once, from their accurate values, to %2 (%3 significant bits).</source>
        <translation>Les L × d = %1 composantes arrondies une fois, de leur valeur exacte, en %2 (%3 bits significatifs).</translation>
    </message>
    <message>
        <source>Fewest dimensions that still tell t and t+1 apart: %1 of %2 (t = %3).</source>
        <translation>Le moins de dimensions qui distinguent encore t et t+1&#xa0;: %1 sur %2 (t = %3).</translation>
    </message>
    <message>
        <source>First duplicate: position %1 rounds to the vector of position %2.</source>
        <translation>Premier doublon&#xa0;: la position %1 est arrondie au vecteur de la position %2.</translation>
    </message>
    <message>
        <source>Neighbours cannot merge: the fastest pair (ω₀ = 1) moves 2 sin(½) ≈ 0.96 per step.</source>
        <translation>Deux voisines ne peuvent se confondre&#xa0;: la paire la plus rapide (ω₀ = 1) bouge de 2 sin(½) ≈ 0,96 par pas.</translation>
    </message>
    <message>
        <source>Precision: stored as %1</source>
        <translation>Stocké en %1</translation>
    </message>
    <message>
        <source>%1 neighbour collisions, %2 duplicate positions</source>
        <translation>%1 collisions de voisines, %2 doublons</translation>
    </message>
    <message>
        <source>Position t</source>
        <translation>Position t</translation>
    </message>
    <message>
        <source>Dimensions telling t, t+1 apart</source>
        <translation>Dimensions distinguant t et t+1</translation>
    </message>
    <message>
        <source>Duplicate positions so far</source>
        <translation>Positions en double jusqu’ici</translation>
    </message>
    <message>
        <source>Four requirements of a positional encoding, measured on %1</source>
        <translation>Quatre exigences d’un encodage de position, mesurées sur %1</translation>
    </message>
    <message>
        <source>%1 Offsets %2 are not below L: skipped.</source>
        <translation>%1 Les décalages %2 ne sont pas inférieurs à L&#xa0;: ignorés.</translation>
    </message>
    <message>
        <source>Pairs t, t+1 that differ in %1 (%)</source>
        <translation>Paires t, t+1 qui diffèrent en %1 (%)</translation>
    </message>
    <message>
        <source>sin</source>
        <translation>sin</translation>
    </message>
    <message>
        <source>cos</source>
        <translation>cos</translation>
    </message>
    <message>
        <source>fewest, per %1 positions</source>
        <translation>minimum, par tranche de %1 positions</translation>
    </message>
    <message>
        <source>dimensions</source>
        <translation>dimensions</translation>
    </message>
    <message>
        <source>duplicates so far</source>
        <translation>doublons jusqu’ici</translation>
    </message>
    <message>
        <source>dimension %1: %2 of %3 neighbour pairs differ after rounding (%4 %)</source>
        <translation>dimension %1&#xa0;: %2 des %3 paires voisines diffèrent après arrondi (%4&#xa0;%)</translation>
    </message>
    <message>
        <source>positions %1 … %2: at least %3 of %4 dimensions tell t and t+1 apart; %5 of them equal an earlier position</source>
        <translation>positions %1 … %2&#xa0;: au moins %3 des %4 dimensions distinguent t et t+1&#xa0;; %5 d’entre elles égalent une position antérieure</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Comptage…</translation>
    </message>
    <message>
        <source>Rounding all L × d = %1 components to %2 and comparing every position with its neighbour and with all earlier positions.</source>
        <translation>Arrondi des L × d = %1 composantes en %2 et comparaison de chaque position avec sa voisine et avec toutes les précédentes.</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <source>Dimension (fast → slow)</source>
        <translation>Dimension (rapide → lente)</translation>
    </message>
    <message>
        <source>Dimension</source>
        <translation>Dimension</translation>
    </message>
    <message>
        <source>Over all pairs of positions 0 … %1, compared directly.</source>
        <translation>Sur toutes les paires des positions 0 … %1, comparées directement.</translation>
    </message>
    <message>
        <source>the step depends on L: %1 at L = %2, %3 at L = %4</source>
        <translation>le pas dépend de L&#xa0;: %1 pour L = %2, %3 pour L = %4</translation>
    </message>
    <message>
        <source>‖PE(t) − PE(t+1)‖ = √d / (L − 1): one position apart is a different distance in a longer sequence, so no distance means “the next word”.</source>
        <translation>‖PE(t) − PE(t+1)‖ = √d / (L − 1)&#xa0;: une position d’écart donne une autre distance dans une séquence plus longue, donc aucune distance ne veut dire «&#xa0;le mot suivant&#xa0;».</translation>
    </message>
    <message>
        <source>Neighbours: %1 when one bit flips, %2 when %3 bits flip (%4 → %5).</source>
        <translation>Voisines&#xa0;: %1 quand un bit bascule, %2 quand %3 bits basculent (%4 → %5).</translation>
    </message>
    <message>
        <source>A formula of t (and L, d): the same inputs give the same vectors on every run and machine.</source>
        <translation>Une formule de t (et de L, d)&#xa0;: les mêmes entrées donnent les mêmes vecteurs à chaque exécution, sur toute machine.</translation>
    </message>
    <message>
        <source>Closest pair in 0 … %1: ‖PE(%2) − PE(%3)‖ = %4.</source>
        <translation>Paire la plus proche dans 0 … %1&#xa0;: ‖PE(%2) − PE(%3)‖ = %4.</translation>
    </message>
    <message>
        <source>values past 1: %1 at t = %2</source>
        <translation>valeurs au-delà de 1&#xa0;: %1 en t = %2</translation>
    </message>
    <message>
        <source>Trained on values 0 … 1, a model meets t / (L − 1) &gt; 1 from position %1 on: values it never saw. Re-dividing by a longer L instead changes every position&apos;s vector.</source>
        <translation>Entraîné sur des valeurs de 0 à 1, un modèle rencontre t / (L − 1) &gt; 1 à partir de la position %1&#xa0;: des valeurs jamais vues. Rediviser par un L plus long change à la place le vecteur de chaque position.</translation>
    </message>
    <message>
        <source>unbounded: values up to %1 in training, %2 at t = %3</source>
        <translation>non borné&#xa0;: valeurs jusqu’à %1 à l’entraînement, %2 en t = %3</translation>
    </message>
    <message>
        <source>Every dimension is t itself: the values grow with the position, dwarf the token embedding, and past position %1 were never seen in training.</source>
        <translation>Chaque dimension vaut t lui-même&#xa0;: les valeurs croissent avec la position, écrasent le plongement du mot, et au-delà de la position %1 n’ont jamais été vues à l’entraînement.</translation>
    </message>
    <message>
        <source>Bounded (±1), but training used only the lowest %1 bits: position %2 is the first to set bit %1, a +1 the model never saw in dimension %1.</source>
        <translation>Borné (±1), mais l’entraînement n’a utilisé que les %1 bits de poids faible&#xa0;: la position %2 est la première à mettre le bit %1 à 1, un +1 que le modèle n’a jamais vu dans la dimension %1.</translation>
    </message>
    <message>
        <source>position %1 repeats position 0</source>
        <translation>la position %1 répète la position 0</translation>
    </message>
    <message>
        <source>bounded, but unseen bits past %1</source>
        <translation>borné, mais des bits jamais vus après %1</translation>
    </message>
    <message>
        <source>--scheme: &apos;learned&apos; needs --embeddings FILE (a learned position-embedding table)</source>
        <translation>--scheme&#xa0;: «&#xa0;learned&#xa0;» demande --embeddings FICHIER (une table de plongements de position apprise)</translation>
    </message>
    <message>
        <source>Every pair t, t+1 is √d / (L − 1) = %1 apart: which one comes out closest is decided by rounding in the last digits.</source>
        <translation>Chaque paire t, t+1 est à √d / (L − 1) = %1&#xa0;: celle qui sort la plus proche est décidée par l’arrondi des derniers chiffres.</translation>
    </message>
    <message>
        <source>Every pair t, t+1 is √d = %1 apart.</source>
        <translation>Chaque paire t, t+1 est à √d = %1 d’écart.</translation>
    </message>
    <message>
        <source>%1 bits write 2^%2 = %3 numbers: position t + %3 repeats position t.</source>
        <translation>%1 bits écrivent 2^%2 = %3 nombres&#xa0;: la position t + %3 répète la position t.</translation>
    </message>
    <message>
        <source>no offset below %1</source>
        <translation>aucun décalage en dessous de %1</translation>
    </message>
    <message>
        <source>t / (L − 1), %1</source>
        <translation>t / (L − 1), %1</translation>
    </message>
    <message>
        <source>the index t, %1</source>
        <translation>l’indice t, %1</translation>
    </message>
    <message>
        <source>the bits of t (±1, bit 0 in dimension 0), %1</source>
        <translation>les bits de t (±1, bit 0 dans la dimension 0), %1</translation>
    </message>
    <message>
        <source>sinusoidal, %1, %2</source>
        <translation>l’encodage sinusoïdal, %1, %2</translation>
    </message>
    <message>
        <source>%1 — %2, %3, rounded to %4</source>
        <translation>%1 — %2, %3, arrondi en %4</translation>
    </message>
    <message>
        <source>%1 positions. The cards measure the accurate vectors; the bottom row rounds every component to %2 and compares positions.</source>
        <translation>%1 positions. Les cartes mesurent les vecteurs exacts&#xa0;; la rangée du bas les arrondit en %2 et compare les positions.</translation>
    </message>
</context>
<context>
    <name>pe::ui::RopeView</name>
    <message>
        <source>Offset Δ = key position − query position</source>
        <translation>Décalage Δ = position de la clé − position de la requête</translation>
    </message>
    <message>
        <source>Score qᵀ R(Δθ′) k</source>
        <translation>Score qᵀ R(Δθ′) k</translation>
    </message>
    <message>
        <source>Wavelength (positions)</source>
        <translation>Longueur d’onde (positions)</translation>
    </message>
    <message>
        <source>%1 — d = %2, base = %3, L = %4, scaling %5</source>
        <translation>%1 — d = %2, base = %3, L = %4, mise à l’échelle %5</translation>
    </message>
    <message>
        <source> (s = %1, L0 = %2)</source>
        <translation> (s = %1, L0 = %2)</translation>
    </message>
    <message>
        <source>Rotary position embedding (RoPE): d = %1, base = %2, L = %3</source>
        <translation>Plongement rotatif (RoPE)&#xa0;: d = %1, base = %2, L = %3</translation>
    </message>
    <message>
        <source>, %1 scaling s = %2 from L0 = %3</source>
        <translation>, mise à l’échelle %1 s = %2 depuis L0 = %3</translation>
    </message>
    <message>
        <source>Query and key are all ones, so the score at offset 0 is d = %1; every score depends only on the offset.</source>
        <translation>q et k remplis de 1&#xa0;: score au décalage 0 = d = %1&#xa0;; chaque score ne dépend que du décalage.</translation>
    </message>
    <message>
        <source>score, min … max over the %1 offsets of each pixel column</source>
        <translation>score, min … max sur les %1 décalages de chaque colonne de pixels</translation>
    </message>
    <message>
        <source>score, min … max over %1 sampled of the %2 offsets of each pixel column</source>
        <translation>score, min … max sur %1 échantillons parmi les %2 décalages de chaque colonne de pixels</translation>
    </message>
    <message>
        <source>mean score over %1 × %1 positions</source>
        <translation>score moyen sur %1 × %1 positions</translation>
    </message>
    <message>
        <source>score</source>
        <translation>score</translation>
    </message>
    <message>
        <source>trained length L0 = %1</source>
        <translation>longueur d’entraînement L0 = %1</translation>
    </message>
    <message>
        <source>extended length L0·s = %1</source>
        <translation>longueur étendue L0·s = %1</translation>
    </message>
    <message>
        <source>sequence length L = %1</source>
        <translation>longueur L = %1</translation>
    </message>
    <message>
        <source>; the cell shows the mean over its %1 × %1 block</source>
        <translation>; la cellule montre la moyenne de son bloc %1 × %1</translation>
    </message>
    <message>
        <source>the RoPE scores for L = %1 offsets and d/2 = %2 pairs need %3 cosines; the limit is %4. Lower --length or --d to export the exact values.</source>
        <translation>les scores RoPE pour L = %1 décalages et d/2 = %2 paires demandent %3 cosinus&#xa0;; la limite est %4. Diminuez --length ou --d pour exporter les valeurs exactes.</translation>
    </message>
    <message>
        <source>2π/θₖ (trained)</source>
        <translation>2π/θₖ (entraîné)</translation>
    </message>
    <message>
        <source>2π/θ′ₖ (scaled)</source>
        <translation>2π/θ′ₖ (mis à l’échelle)</translation>
    </message>
    <message>
        <source>Pair k</source>
        <translation>Paire k</translation>
    </message>
    <message>
        <source>, rotary dimension r = %1</source>
        <translation>, dimension rotative r = %1</translation>
    </message>
    <message>
        <source>, longrope from L0 = %1 (max positions %2)</source>
        <translation>, longrope depuis L0 = %1 (positions max %2)</translation>
    </message>
    <message>
        <source>score of all-ones q, k: Σₖ 2 cos(Δ θ′ₖ)</source>
        <translation>score de q, k remplis de 1&#xa0;: Σₖ 2 cos(Δ θ′ₖ)</translation>
    </message>
    <message>
        <source>sequence length L = %1 (the base grows past %2)</source>
        <translation>longueur de séquence L = %1 (la base grandit au-delà de %2)</translation>
    </message>
    <message>
        <source>max positions = %1</source>
        <translation>positions max = %1</translation>
    </message>
    <message>
        <source>wavelength 2π/θₖ, θₖ = base^(−2k/r)</source>
        <translation>période 2π/θₖ, θₖ = base^(−2k/r)</translation>
    </message>
    <message>
        <source>L0 / low_freq_factor = %1: longer waves ÷ s</source>
        <translation>L0 / low_freq_factor = %1 : ondes plus longues ÷ s</translation>
    </message>
    <message>
        <source>L0 / high_freq_factor = %1: shorter waves kept</source>
        <translation>L0 / high_freq_factor = %1 : ondes plus courtes conservées</translation>
    </message>
    <message>
        <source>rampₖ of the code (Hugging Face, YaRN)</source>
        <translation>rampₖ du code (Hugging Face, YaRN)</translation>
    </message>
    <message>
        <source>1 − γ(L0/λₖ) of the paper (eq. 18)</source>
        <translation>1 − γ(L0/λₖ) de l’article (éq. 18)</translation>
    </message>
    <message>
        <source>Weight of θₖ/s (1 = interpolated)</source>
        <translation>Poids de θₖ/s (1 = interpolé)</translation>
    </message>
    <message>
        <source>short factors fₖ (used while L ≤ L0)</source>
        <translation>facteurs courts fₖ (utilisés tant que L ≤ L0)</translation>
    </message>
    <message>
        <source>short factors fₖ (in use: L ≤ L0)</source>
        <translation>facteurs courts fₖ (en service : L ≤ L0)</translation>
    </message>
    <message>
        <source>long factors fₖ (in use: L &gt; L0)</source>
        <translation>facteurs longs fₖ (en service : L &gt; L0)</translation>
    </message>
    <message>
        <source>long factors fₖ (used once L &gt; L0)</source>
        <translation>facteurs longs fₖ (utilisés dès que L &gt; L0)</translation>
    </message>
    <message>
        <source>Factor fₖ: θ′ₖ = θₖ / fₖ</source>
        <translation>Facteur fₖ : θ′ₖ = θₖ / fₖ</translation>
    </message>
    <message>
        <source>θ′ₖ / θₖ: share of the trained angle kept</source>
        <translation>θ′ₖ / θₖ&#xa0;: part de l’angle gardée</translation>
    </message>
    <message>
        <source>θ′ₖ / θₖ</source>
        <translation>θ′ₖ / θₖ</translation>
    </message>
    <message>
        <source> Only r = %1 of the d = %2 components turn; the other %3 add %3 to every score.</source>
        <translation> Seules r = %1 des d = %2 composantes tournent ; les %3 autres ajoutent %3 à chaque score.</translation>
    </message>
    <message>
        <source>
YaRN attention factor %1 (multiplies cos and sin of q and k; not in the scores shown).</source>
        <translation>
Facteur d’attention YaRN %1 (multiplie cos et sin de q et k ; absent des scores affichés).</translation>
    </message>
    <message>
        <source>
LongRoPE %1 factors (L = %2 %3 L0 = %4); attention factor %5 (multiplies cos and sin; not in the scores shown).</source>
        <translation>
LongRoPE : facteurs %1 (L = %2 %3 L0 = %4) ; facteur d’attention %5 (multiplie cos et sin ; absent des scores affichés).</translation>
    </message>
    <message>
        <source>long</source>
        <translation>longs</translation>
    </message>
    <message>
        <source>short</source>
        <translation>courts</translation>
    </message>
    <message>
        <source>
Dynamic NTK at L = %1: base′ = %2 (the base itself up to %3 positions); attention factor 1.</source>
        <translation>
NTK dynamique à L = %1 : base′ = %2 (la base elle-même jusqu’à %3 positions) ; facteur d’attention 1.</translation>
    </message>
    <message>
        <source>
Attention factor 1 (Hugging Face&apos;s %1 scales neither cos nor sin).</source>
        <translation>
Facteur d’attention 1 (le %1 de Hugging Face ne multiplie ni cos ni sin).</translation>
    </message>
    <message>
        <source>
The model computes these angles in float32; the app shows them in double (relative difference about 1e-7).</source>
        <translation>
Le modèle calcule ces angles en float32 ; l’application les montre en double (écart relatif d’environ 1e-7).</translation>
    </message>
    <message>
        <source>query i = %1, key j = %2: </source>
        <translation>requête i = %1, clé j = %2&#xa0;: </translation>
    </message>
    <message>
        <source>offset Δ = %1, score Σₖ 2 cos(Δ θ′ₖ) + (d − r) = %2 (d = %3, r = %4)</source>
        <translation>décalage Δ = %1, score Σₖ 2 cos(Δ θ′ₖ) + (d − r) = %2 (d = %3, r = %4)</translation>
    </message>
    <message>
        <source>offset Δ = %1, score Σₖ 2 cos(Δ θ′ₖ) = %2 (d = %3)</source>
        <translation>décalage Δ = %1, score Σₖ 2 cos(Δ θ′ₖ) = %2 (d = %3)</translation>
    </message>
    <message>
        <source>pair k = %1: θₖ = %2, θ′ₖ = %3 rad per position; wavelength %4 → %5 positions</source>
        <translation>paire k = %1&#xa0;: θₖ = %2, θ′ₖ = %3 rad par position&#xa0;; longueur d’onde %4 → %5 positions</translation>
    </message>
    <message>
        <source>pair k = %1: r = L0/λₖ = %2, rampₖ = %3, 1 − γ(r) = %4</source>
        <translation>paire k = %1&#xa0;: r = L0/λₖ = %2, rampₖ = %3, 1 − γ(r) = %4</translation>
    </message>
    <message>
        <source>pair k = %1: θ′ₖ / θₖ = %2</source>
        <translation>paire k = %1&#xa0;: θ′ₖ / θₖ = %2</translation>
    </message>
    <message>
        <source>%1 — d = %2, base = %3, L = %4, no scaling</source>
        <translation>%1 — d = %2, base = %3, L = %4, sans mise à l’échelle</translation>
    </message>
</context>
<context>
    <name>pe::ui::RotationPlot</name>
    <message>
        <source>error (log scale)</source>
        <translation>erreur (échelle log)</translation>
    </message>
    <message>
        <source>pair k</source>
        <translation>paire k</translation>
    </message>
    <message>
        <source>Every pair: the rotation holds to rounding; the sine alone cannot be shifted</source>
        <translation>Toutes les paires&#xa0;: la rotation tient aux arrondis près&#xa0;; le sinus seul ne peut pas être décalé</translation>
    </message>
    <message>
        <source>sin(ω_k t)   (dimension %1)</source>
        <translation>sin(ω_k t)   (dimension %1)</translation>
    </message>
    <message>
        <source>cos(ω_k t)   (dimension %1)</source>
        <translation>cos(ω_k t)   (dimension %1)</translation>
    </message>
    <message>
        <source>PE(%1)</source>
        <translation>PE(%1)</translation>
    </message>
    <message>
        <source>sin(ω_k t): all a sine keeps</source>
        <translation>sin(ω_k t)&#xa0;: tout ce que garde un sinus</translation>
    </message>
    <message>
        <source>cos(ω_k t)</source>
        <translation>cos(ω_k t)</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>t′</source>
        <translation>t′</translation>
    </message>
    <message>
        <source>Sine only: no position shares sin(ω_k t) with t = %1</source>
        <translation>Sinus seul&#xa0;: aucune position ne partage sin(ω_k t) avec t = %1</translation>
    </message>
    <message>
        <source>t sits on a crest of this pair&apos;s sine; try another t or pair</source>
        <translation>t est sur une crête du sinus de cette paire&#xa0;; essayez un autre t ou une autre paire</translation>
    </message>
    <message>
        <source>Sine only: %1 and %2 look alike</source>
        <translation>Sinus seul&#xa0;: %1 et %2 se ressemblent</translation>
    </message>
    <message>
        <source> (t′ ≥ L)</source>
        <translation> (t′ ≥ L)</translation>
    </message>
    <message>
        <source>d = %1 has no complete (sin, cos) pair:
there is nothing to rotate.</source>
        <translation>d = %1 n’a pas de paire (sin, cos) complète&#xa0;:
il n’y a rien à faire tourner.</translation>
    </message>
    <message>
        <source>Pair k = %1   ω_k = %2
</source>
        <translation>Paire k = %1   ω_k = %2
</translation>
    </message>
    <message>
        <source>wavelength 2π/ω_k = %1 positions
</source>
        <translation>longueur d’onde 2π/ω_k = %1 positions
</translation>
    </message>
    <message>
        <source>     = [ %1  %2 ]
       [ %3  %4 ]

</source>
        <translation>     = [ %1  %2 ]
       [ %3  %4 ]

</translation>
    </message>
    <message>
        <source>PE(t)       = (%1, %2)
</source>
        <translation>PE(t)       = (%1, %2)
</translation>
    </message>
    <message>
        <source>residual, this pair:  %1
</source>
        <translation>résidu, cette paire&#xa0;:  %1
</translation>
    </message>
    <message>
        <source>largest over %1 pairs: %2

</source>
        <translation>le plus grand sur %1 paires&#xa0;: %2

</translation>
    </message>
    <message>
        <source>
(odd d: the last sine has no cosine
and is left out)</source>
        <translation>
(d impair&#xa0;: le dernier sinus n’a pas de cosinus
et est laissé de côté)</translation>
    </message>
    <message>
        <source>|M(Δ)·PE(t) − PE(t+Δ)| per pair (sin and cos)</source>
        <translation>|M(Δ)·PE(t) − PE(t+Δ)| par paire (sin et cos)</translation>
    </message>
    <message>
        <source>sine only: RMS error of the best map sin(ω t) ↦ sin(ω (t+Δ)) over t = 0 … L−1</source>
        <translation>sinus seul&#xa0;: erreur RMS de la meilleure application sin(ω t) ↦ sin(ω (t+Δ)) sur t = 0 … L−1</translation>
    </message>
    <message>
        <source>Offset as a rotation: PE(t + Δ) = M(Δ) · PE(t), t = %1, Δ = %2</source>
        <translation>Le décalage comme rotation&#xa0;: PE(t + Δ) = M(Δ) · PE(t), t = %1, Δ = %2</translation>
    </message>
    <message>
        <source>Pair k = %1: M(Δ)·PE(t) = PE(t+Δ)</source>
        <translation>Paire k = %1&#xa0;: M(Δ)·PE(t) = PE(t+Δ)</translation>
    </message>
    <message>
        <source>○ M(Δ)·PE(%1) lands on PE(%2)</source>
        <translation>○ M(Δ)·PE(%1) arrive sur PE(%2)</translation>
    </message>
    <message>
        <source>ω_k Δ = %1 rad
≡ %2°</source>
        <translation>ω_k Δ = %1 rad
≡ %2°</translation>
    </message>
    <message>
        <source>ω_k Δ = %1°</source>
        <translation>ω_k Δ = %1°</translation>
    </message>
    <message>
        <source>t+Δ</source>
        <translation>t+Δ</translation>
    </message>
    <message>
        <source>t′+Δ</source>
        <translation>t′+Δ</translation>
    </message>
    <message>
        <source>sin: %1 | %2%3
→ after +Δ: %4 | %5</source>
        <translation>sin&#xa0;: %1 | %2%3
→ après +Δ&#xa0;: %4 | %5</translation>
    </message>
    <message>
        <source>ω_k Δ = %1 rad = %2 turns

</source>
        <translation>ω_k Δ = %1 rad = %2 tours

</translation>
    </message>
    <message>
        <source>M(Δ) = [ cos ω_kΔ   sin ω_kΔ ]
       [ −sin ω_kΔ  cos ω_kΔ ]

</source>
        <translation>M(Δ) = [ cos ω_kΔ   sin ω_kΔ ]
       [ −sin ω_kΔ  cos ω_kΔ ]

</translation>
    </message>
    <message>
        <source>M(Δ)·PE(t)  = (%1, %2)
</source>
        <translation>M(Δ)·PE(t)  = (%1, %2)
</translation>
    </message>
    <message>
        <source>PE(t+Δ)     = (%1, %2)

</source>
        <translation>PE(t+Δ)     = (%1, %2)

</translation>
    </message>
    <message>
        <source>M depends on Δ and ω_k only:
change t and it stays; the points move.</source>
        <translation>M ne dépend que de Δ et de ω_k&#xa0;:
changez t, elle reste&#xa0;; les points bougent.</translation>
    </message>
</context>
<context>
    <name>pe::ui::RotationView</name>
    <message>
        <source>Position t</source>
        <translation>Position t</translation>
    </message>
    <message>
        <source>Frequency and wavelength of the chosen pair.</source>
        <translation>Fréquence et longueur d’onde de la paire choisie.</translation>
    </message>
    <message>
        <source>Position &amp;t</source>
        <translation>Position &amp;t</translation>
    </message>
    <message>
        <source>ω_k = %1, wavelength %2</source>
        <translation>ω_k = %1, longueur d’onde %2</translation>
    </message>
    <message>
        <source>d = 1: no (sin, cos) pair</source>
        <translation>d = 1&#xa0;: pas de paire (sin, cos)</translation>
    </message>
    <message>
        <source>The position t (shared with the other position-based views). Drag it: the points move around the circle, M(Δ) stays the same.</source>
        <translation>La position t (partagée avec les autres vues fondées sur une position). Faites-la glisser&#xa0;: les points tournent sur le cercle, M(Δ) reste la même.</translation>
    </message>
    <message>
        <source>, t = %1, Δ = %2, pair k = %3</source>
        <translation>, t = %1, Δ = %2, paire k = %3</translation>
    </message>
</context>
<context>
    <name>pe::ui::SavePathField</name>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
</context>
<context>
    <name>pe::ui::SchemeTable</name>
    <message>
        <source>Scheme</source>
        <translation>Schéma</translation>
    </message>
    <message>
        <source>What it adds</source>
        <translation>Ce qu’il ajoute</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Où</translation>
    </message>
    <message>
        <source>Trainable parameters</source>
        <translation>Paramètres entraînables</translation>
    </message>
    <message>
        <source>Beyond the training length</source>
        <translation>Au-delà de l’entraînement</translation>
    </message>
    <message>
        <source>Relative or absolute</source>
        <translation>Relatif ou absolu</translation>
    </message>
    <message>
        <source>Positional schemes compared</source>
        <translation>Les schémas de position comparés</translation>
    </message>
    <message>
        <source>Shaw et al.&apos;s relative positions have no view of their own: their clipped offsets are the ancestor of T5&apos;s buckets. Double-click or press Enter to open the T5 view.</source>
        <translation>Les positions relatives de Shaw et al. n’ont pas de vue propre&#xa0;: leurs décalages bornés sont l’ancêtre des compartiments de T5. Double-cliquez ou appuyez sur Entrée pour ouvrir la vue T5.</translation>
    </message>
    <message>
        <source>Double-click or press Enter to open the %1 view.</source>
        <translation>Double-cliquez ou appuyez sur Entrée pour ouvrir la vue %1.</translation>
    </message>
    <message>
        <source>Sinusoidal
(Vaswani et al. 2017)</source>
        <translation>Sinusoïdal
(Vaswani et al. 2017)</translation>
    </message>
    <message>
        <source>A vector added to the token embedding: sin and cos of the position at d/2 frequencies</source>
        <translation>Un vecteur ajouté au plongement du jeton&#xa0;: sin et cos de la position à d/2 fréquences</translation>
    </message>
    <message>
        <source>Input embeddings, once</source>
        <translation>Plongements d’entrée, une seule fois</translation>
    </message>
    <message>
        <source>None (a formula)</source>
        <translation>Aucun (une formule)</translation>
    </message>
    <message>
        <source>Defined for any position, but the model never saw the far ones</source>
        <translation>Défini pour toute position, mais le modèle n’a jamais vu les lointaines</translation>
    </message>
    <message>
        <source>Absolute (yet PE(t)·PE(t+Δ) depends only on Δ)</source>
        <translation>Absolu (mais PE(t)·PE(t+Δ) ne dépend que de Δ)</translation>
    </message>
    <message>
        <source>Learned absolute
(GPT-2, BERT)</source>
        <translation>Absolu appris
(GPT-2, BERT)</translation>
    </message>
    <message>
        <source>A learned vector added to the token embedding, one row of a table per position</source>
        <translation>Un vecteur appris ajouté au plongement du jeton, une ligne d’une table par position</translation>
    </message>
    <message>
        <source>L_max × d = %1 × %2 = %3%4</source>
        <translation>L_max × d = %1 × %2 = %3%4</translation>
    </message>
    <message>
        <source> (the loaded table)</source>
        <translation> (la table chargée)</translation>
    </message>
    <message>
        <source> (L_max = L here; GPT-2: 1024 × 768 = 786,432)</source>
        <translation> (ici L_max = L&#xa0;; GPT-2&#xa0;: 1024 × 768 = 786&#x202f;432)</translation>
    </message>
    <message>
        <source>No vector exists past L_max: the model cannot read longer inputs</source>
        <translation>Aucun vecteur n’existe au-delà de L_max&#xa0;: le modèle ne peut pas lire d’entrées plus longues</translation>
    </message>
    <message>
        <source>Absolute</source>
        <translation>Absolu</translation>
    </message>
    <message>
        <source>Relative
(Shaw et al. 2018)</source>
        <translation>Relatif
(Shaw et al. 2018)</translation>
    </message>
    <message>
        <source>Every attention layer&apos;s keys and values</source>
        <translation>Les clés et valeurs de chaque couche d’attention</translation>
    </message>
    <message>
        <source>Relative</source>
        <translation>Relatif</translation>
    </message>
    <message>
        <source>RoPE
(RoFormer, Llama)</source>
        <translation>RoPE
(RoFormer, Llama)</translation>
    </message>
    <message>
        <source>Every attention layer&apos;s q and k</source>
        <translation>Les q et k de chaque couche d’attention</translation>
    </message>
    <message>
        <source>Degrades past the trained length without scaling; PI, NTK and YaRN extend it</source>
        <translation>Se dégrade au-delà de la longueur d’entraînement sans mise à l’échelle&#xa0;; PI, NTK et YaRN l’étendent</translation>
    </message>
    <message>
        <source>Relative (applied to absolute positions)</source>
        <translation>Relatif (appliqué aux positions absolues)</translation>
    </message>
    <message>
        <source>ALiBi
(Press et al. 2022)</source>
        <translation>ALiBi
(Press et al. 2022)</translation>
    </message>
    <message>
        <source>Every attention layer&apos;s scores</source>
        <translation>Les scores de chaque couche d’attention</translation>
    </message>
    <message>
        <source>Designed to extrapolate: the bias keeps growing linearly with the distance</source>
        <translation>Conçu pour extrapoler&#xa0;: le biais continue de croître linéairement avec la distance</translation>
    </message>
    <message>
        <source>T5 relative bias
(Raffel et al. 2020)</source>
        <translation>Biais relatif T5
(Raffel et al. 2020)</translation>
    </message>
    <message>
        <source>A learned scalar per bucket of offsets added to the scores</source>
        <translation>Un scalaire appris par compartiment de décalages, ajouté aux scores</translation>
    </message>
    <message>
        <source>Every attention layer&apos;s scores (one table shared by the layers of a stack)</source>
        <translation>Les scores de chaque couche d’attention (une table partagée par les couches d’une pile)</translation>
    </message>
    <message>
        <source>Buckets × heads: 32 × 12 = 384 for T5-base (per stack)</source>
        <translation>Compartiments × têtes&#xa0;: 32 × 12 = 384 pour T5-base (par pile)</translation>
    </message>
    <message>
        <source>Offsets from 128 on share the last bucket: any length works, far positions look alike</source>
        <translation>Les décalages à partir de 128 partagent le dernier compartiment&#xa0;: toute longueur fonctionne, les positions lointaines se ressemblent</translation>
    </message>
    <message>
        <source>Learned vectors per clipped offset (−C … C) added to the keys and values</source>
        <translation>Vecteurs appris par décalage borné (−C … C) ajoutés aux clés et aux valeurs</translation>
    </message>
    <message>
        <source>(2C+1) × d per layer, for keys and again for values: 2 × %1 × %2 = %3 for C = %4</source>
        <translation>(2C+1) × d par couche, pour les clés puis pour les valeurs&#xa0;: 2 × %1 × %2 = %3 pour C = %4</translation>
    </message>
    <message>
        <source>Offsets beyond C share the vector of ±C: any length works, far positions look alike</source>
        <translation>Les décalages au-delà de C partagent le vecteur de ±C&#xa0;: toute longueur fonctionne, les positions lointaines se ressemblent</translation>
    </message>
    <message>
        <source>A rotation of q and k: pair k turns by t·θₖ, so q·k depends on the offset</source>
        <translation>Une rotation de q et k&#xa0;: la paire k tourne de t·θₖ, donc q·k dépend du décalage</translation>
    </message>
    <message>
        <source>A bias added to the attention scores: −mₕ·|Δ|, a fixed slope mₕ per head</source>
        <translation>Un biais ajouté aux scores d’attention&#xa0;: −mₕ·|Δ|, une pente mₕ fixe par tête</translation>
    </message>
    <message>
        <source>None (slopes mₕ = 2^(−8h/H) are fixed)</source>
        <translation>Aucun (les pentes mₕ = 2^(−8h/H) sont fixes)</translation>
    </message>
    <message>
        <source>None (angles from the base, %1)</source>
        <translation>Aucun (angles tirés de la base, %1)</translation>
    </message>
</context>
<context>
    <name>pe::ui::SectionStack</name>
    <message>
        <source>Show “%1” (the window is too small to show every part at once)</source>
        <translation>Afficher « %1 » (la fenêtre est trop petite pour tout montrer à la fois)</translation>
    </message>
</context>
<context>
    <name>pe::ui::SentenceModel</name>
    <message>
        <source>PE(%1, %2) = %3</source>
        <translation>PE(%1, %2) = %3</translation>
    </message>
    <message>
        <source>%1  (t = %2)</source>
        <translation>%1  (t = %2)</translation>
    </message>
    <message>
        <source>dim %1</source>
        <translation>dim %1</translation>
    </message>
</context>
<context>
    <name>pe::ui::ShortcutSheet</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Action</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <source>Lesson: reveal the figure, or the next step</source>
        <translation>Leçon&#xa0;: révéler la figure, ou l’étape suivante</translation>
    </message>
    <message>
        <source>Lesson: the previous step</source>
        <translation>Leçon&#xa0;: l’étape précédente</translation>
    </message>
    <message>
        <source>Leave presentation mode or full screen</source>
        <translation>Quitter le mode présentation ou le plein écran</translation>
    </message>
</context>
<context>
    <name>pe::ui::SideBySide</name>
    <message>
        <source>Left</source>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Close the right pane (View ▸ Side by side, F6).</source>
        <translation>Fermer le volet de droite (Affichage ▸ Côte à côte, F6).</translation>
    </message>
    <message>
        <source>The right pane is a copy of the left one: change one parameter in the Parameters dock to compare.</source>
        <translation>Le volet de droite est une copie de celui de gauche&#xa0;: changez un paramètre dans le panneau Paramètres pour comparer.</translation>
    </message>
    <message>
        <source>Left pane (click a pane to edit it)</source>
        <translation>Volet de gauche (cliquez sur un volet pour le modifier)</translation>
    </message>
    <message>
        <source>Right pane (click a pane to edit it)</source>
        <translation>Volet de droite (cliquez sur un volet pour le modifier)</translation>
    </message>
    <message>
        <source>Side &amp;by side</source>
        <translation>Côt&amp;e à côte</translation>
    </message>
    <message>
        <source>Show a second pane beside the first, with its own view and parameters.</source>
        <translation>Montrer un second volet à côté du premier, avec sa propre vue et ses propres paramètres.</translation>
    </message>
    <message>
        <source>&amp;Compare with a copy</source>
        <translation>&amp;Comparer avec une copie</translation>
    </message>
    <message>
        <source>Shift+F6</source>
        <translation>Shift+F6</translation>
    </message>
    <message>
        <source>Open the right pane as a copy of the left one, to change one parameter in it.</source>
        <translation>Ouvrir le volet de droite comme copie de celui de gauche, pour y changer un paramètre.</translation>
    </message>
    <message>
        <source>S&amp;witch pane</source>
        <translation>Changer de &amp;volet</translation>
    </message>
    <message>
        <source>Edit the other pane&apos;s parameters in the Parameters dock.</source>
        <translation>Modifier les paramètres de l’autre volet dans le panneau Paramètres.</translation>
    </message>
    <message>
        <source>Link p&amp;osition t</source>
        <translation>&amp;Lier la position t</translation>
    </message>
    <message>
        <source>Moving t in one pane moves it in the other.</source>
        <translation>Déplacer t dans un volet le déplace dans l’autre.</translation>
    </message>
    <message>
        <source>Link &amp;dimension</source>
        <translation>Lier la &amp;dimension</translation>
    </message>
    <message>
        <source>Selecting a dimension (inspector) or pair k (rotation) in one pane selects it in the other.</source>
        <translation>Choisir une dimension (inspecteur) ou une paire k (rotation) dans un volet la choisit dans l’autre.</translation>
    </message>
</context>
<context>
    <name>pe::ui::SplitView</name>
    <message>
        <source>logit (one scale for all five)</source>
        <translation>logit (une seule échelle pour les cinq)</translation>
    </message>
    <message>
        <source>Output position i</source>
        <translation>Position de sortie i</translation>
    </message>
    <message>
        <source>Key position j</source>
        <translation>Position de la clé j</translation>
    </message>
    <message>
        <source>Query position i</source>
        <translation>Position de la requête i</translation>
    </message>
    <message>
        <source>= 0 exactly</source>
        <translation>= 0 exactement</translation>
    </message>
    <message>
        <source>concatenated h = [p ⊕ s]</source>
        <translation>concaténé h = [p ⊕ s]</translation>
    </message>
    <message>
        <source>added h = s + p</source>
        <translation>additionné h = s + p</translation>
    </message>
    <message>
        <source>p (sinusoidal, base n) in dimensions 0–%1, the token x = [0 ⊕ s] in %2–%3; the app&apos;s d is not used.
W_Q and W_K are block-diagonal, so the cross terms vanish exactly: total = sem-sem + pos-pos.</source>
        <translation>p (sinusoïdal, base n) dans les dimensions 0–%1, le jeton x = [0 ⊕ s] dans %2–%3&#xa0;; le d de l’application n’est pas utilisé.
W_Q et W_K sont diagonales par blocs, donc les termes croisés s’annulent exactement&#xa0;: total = sem-sem + pos-pos.</translation>
    </message>
    <message>
        <source>p (sinusoidal, base n) and the token x both span all %1 dimensions (as wide as concat); the app&apos;s d is not used.
The same block-diagonal W_Q, W_K cannot keep them apart once added: all four terms are non-zero.</source>
        <translation>p (sinusoïdal, base n) et le jeton x couvrent tous deux les %1 dimensions (autant que concat)&#xa0;; le d de l’application n’est pas utilisé.
Les mêmes W_Q, W_K diagonales par blocs ne peuvent plus les séparer une fois additionnés&#xa0;: les quatre termes sont non nuls.</translation>
    </message>
    <message>
        <source>
Each cell is the exact mean over %1 × %1 query and key positions.</source>
        <translation>
Chaque case est la moyenne exacte sur %1 × %1 positions de requête et de clé.</translation>
    </message>
    <message>
        <source>
Positions use the sinusoidal formula; the loaded embeddings table is not used in this view.</source>
        <translation>
Les positions suivent la formule sinusoïdale&#xa0;; la table de plongements chargée n’est pas utilisée dans cette vue.</translation>
    </message>
    <message>
        <source>%1: %2
exactly 0 everywhere</source>
        <translation>%1&#xa0;: %2
exactement 0 partout</translation>
    </message>
    <message>
        <source>%1: %2
RMS %3, max |·| %4</source>
        <translation>%1&#xa0;: %2
RMS %3, max |·| %4</translation>
    </message>
    <message>
        <source>0 exactly</source>
        <translation>exactement 0</translation>
    </message>
    <message>
        <source>position block, token %1 replaced, block-diagonal</source>
        <translation>bloc position, jeton %1 remplacé, diagonale par blocs</translation>
    </message>
    <message>
        <source>position block, token %1 replaced, dense</source>
        <translation>bloc position, jeton %1 remplacé, dense</translation>
    </message>
    <message>
        <source>meaning block, moved past L_max, block-diagonal</source>
        <translation>bloc sens, déplacé au-delà de L_max, diagonale par blocs</translation>
    </message>
    <message>
        <source>meaning block, moved past L_max, dense</source>
        <translation>bloc sens, déplacé au-delà de L_max, dense</translation>
    </message>
    <message>
        <source>output %1: position block moves by %2 (block-diagonal) or %3 (dense) when token %4 is replaced; meaning block by %5 or %6 past L_max</source>
        <translation>sortie %1&#xa0;: le bloc position bouge de %2 (diagonale par blocs) ou %3 (dense) quand le jeton %4 est remplacé&#xa0;; le bloc sens de %5 ou %6 au-delà de L_max</translation>
    </message>
    <message>
        <source>%1 at query %2, key %3: %4</source>
        <translation>%1 à la requête %2, clé %3&#xa0;: %4</translation>
    </message>
    <message>
        <source>the split model CSV holds 5 L² rows and is written up to L = %1 (L = %2); lower --length.</source>
        <translation>le CSV du modèle séparé contient 5 L² lignes et n’est écrit que jusqu’à L = %1 (L = %2)&#xa0;; diminuez --length.</translation>
    </message>
    <message>
        <source>Value path (%8 + %8 heads + MLP) on tokens 0–%1
Token %2 replaced → position block moves:
%3 (block-diagonal) · %4 (dense)
Past L_max = %5 → meaning block moves:
%6 (block-diagonal) · %7 (dense)</source>
        <translation>Chemin des valeurs (%8 + %8 têtes + MLP) sur les jetons 0–%1
Jeton %2 remplacé → le bloc position bouge&#xa0;:
%3 (diagonale par blocs) · %4 (dense)
Au-delà de L_max = %5 → le bloc sens bouge&#xa0;:
%6 (diagonale par blocs) · %7 (dense)</translation>
    </message>
    <message>
        <source>concatenated</source>
        <comment>p and s</comment>
        <translation>concaténés</translation>
    </message>
    <message>
        <source>added</source>
        <comment>p and s</comment>
        <translation>additionnés</translation>
    </message>
    <message>
        <source>largest change in the block</source>
        <translation>plus grand écart dans le bloc</translation>
    </message>
    <message>
        <source>%1 — d_pos = %2, d_sem = %3, %4, %5, seed %6</source>
        <translation>%1 — d_pos = %2, d_sem = %3, %4, %5, graine %6</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Split model: d_pos %1 + d_sem %2 = d_model %3, %4, %5</source>
        <translation>Modèle séparé&#xa0;: d_pos %1 + d_sem %2 = d_model %3, %4, %5</translation>
    </message>
    <message>
        <source>logit</source>
        <translation>logit</translation>
    </message>
    <message>
        <source>Token %1 replaced, position block: %2 (block-diagonal) · %3 (dense)</source>
        <translation>Jeton %1 remplacé, bloc position&#xa0;: %2 (diagonale par blocs) · %3 (dense)</translation>
    </message>
    <message>
        <source>Past L_max = %1, meaning block: %2 (block-diagonal) · %3 (dense)</source>
        <translation>Au-delà de L_max = %1, bloc sens&#xa0;: %2 (diagonale par blocs) · %3 (dense)</translation>
    </message>
</context>
<context>
    <name>pe::ui::T5View</name>
    <message>
        <source>bucket of the offset</source>
        <translation>compartiment du décalage</translation>
    </message>
    <message>
        <source>Offset Δ = key position − query position</source>
        <translation>Décalage Δ = position de la clé − position de la requête</translation>
    </message>
    <message>
        <source>Bucket</source>
        <translation>Compartiment</translation>
    </message>
    <message>
        <source>%1 — %2 buckets, max distance %3, %4, L = %5</source>
        <translation>%1 — %2 compartiments, distance max %3, %4, L = %5</translation>
    </message>
    <message>
        <source>bidirectional</source>
        <translation>bidirectionnel</translation>
    </message>
    <message>
        <source>unidirectional</source>
        <translation>unidirectionnel</translation>
    </message>
    <message>
        <source>T5 relative position buckets: %1 buckets, max distance %2, %3, L = %4</source>
        <translation>Compartiments relatifs T5&#xa0;: %1 compartiments, distance max %2, %3, L = %4</translation>
    </message>
    <message>
        <source>bidirectional (encoder)</source>
        <translation>bidirectionnel (encodeur)</translation>
    </message>
    <message>
        <source>unidirectional (decoder)</source>
        <translation>unidirectionnel (décodeur)</translation>
    </message>
    <message>
        <source>%1 buckets per direction: distances 0 … %2 exact, then logarithmically wider;
the last bucket holds every distance from its start (before %3) on. %4</source>
        <translation>%1 compartiments par direction&#xa0;: distances 0 … %2 exactes, puis de plus en plus larges&#xa0;;
le dernier reçoit toutes les distances dès son début (avant %3). %4</translation>
    </message>
    <message>
        <source>Keys after the query use buckets %1 … %2.</source>
        <translation>Clés après la requête&#xa0;: compartiments %1 … %2.</translation>
    </message>
    <message>
        <source>Keys after the query all share bucket 0.</source>
        <translation>Clés après la requête&#xa0;: toutes dans le compartiment 0.</translation>
    </message>
    <message>
        <source>end of the exact buckets, |Δ| = %1</source>
        <translation>fin des compartiments exacts, |Δ| = %1</translation>
    </message>
    <message>
        <source>max distance |Δ| = %1</source>
        <translation>distance max |Δ| = %1</translation>
    </message>
    <message>
        <source>bucket at the centre of each %1 × %1 cell</source>
        <translation>compartiment au centre de chaque cellule %1 × %1</translation>
    </message>
    <message>
        <source>bucket of (query, key)</source>
        <translation>compartiment de (requête, clé)</translation>
    </message>
    <message>
        <source>key after the query</source>
        <translation>clé après la requête</translation>
    </message>
    <message>
        <source>exact</source>
        <translation>exact</translation>
    </message>
    <message>
        <source>last bucket, shared by all farther</source>
        <translation>dernier compartiment, partagé par tous les plus lointains</translation>
    </message>
    <message>
        <source>logarithmic</source>
        <translation>logarithmique</translation>
    </message>
    <message>
        <source>offset Δ = %1: bucket %2 (%3)</source>
        <translation>décalage Δ = %1&#xa0;: compartiment %2 (%3)</translation>
    </message>
    <message>
        <source>query i = %1, key j = %2: </source>
        <translation>requête i = %1, clé j = %2&#xa0;: </translation>
    </message>
    <message>
        <source>T5: %1 buckets, max distance %2, %3, L = %4</source>
        <translation>T5&#xa0;: %1 compartiments, distance max %2, %3, L = %4</translation>
    </message>
</context>
<context>
    <name>pe::ui::TextSize</name>
    <message>
        <source>&amp;Text size</source>
        <translation>Taille du &amp;texte</translation>
    </message>
    <message>
        <source>&amp;Larger</source>
        <translation>&amp;Agrandir</translation>
    </message>
    <message>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <source>&amp;Smaller</source>
        <translation>&amp;Réduire</translation>
    </message>
    <message>
        <source>&amp;Normal size</source>
        <translation>Taille &amp;normale</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
</context>
<context>
    <name>pe::ui::View</name>
    <message>
        <source>--%1 is not a setting of the %2 view</source>
        <translation>--%1 n’est pas un réglage de la vue %2</translation>
    </message>
    <message>
        <source>%1 — learned embeddings %2, L = %3</source>
        <translation>%1 — plongements appris %2, L = %3</translation>
    </message>
    <message>
        <source>%1 — d = %2, n = %3, L = %4, %5 layout</source>
        <translation>%1 — d = %2, n = %3, L = %4, disposition %5</translation>
    </message>
</context>
<context>
    <name>pe::ui::WavelengthMarks</name>
    <message>
        <source>dim %1 = %2(t / %3): wavelength λ = 2π·n^(2k/d) ≈ %4 positions, frequency 1/λ ≈ %5 turns per position</source>
        <translation>dim %1 = %2(t / %3)&#xa0;: longueur d’onde λ = 2π·n^(2k/d) ≈ %4 positions, fréquence 1/λ ≈ %5 tour par position</translation>
    </message>
</context>
<context>
    <name>pe::ui::WavelengthsView</name>
    <message>
        <source>, compared with d = %1</source>
        <translation>, comparé à d = %1</translation>
    </message>
    <message>
        <source>; alien clock base %1, informative threshold %2</source>
        <translation>; base de l’horloge extraterrestre %1, seuil d’information %2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>
alien clock: ω = %1, wavelength = 10^%2 positions, %3 turns, informative columns: %4</source>
        <translation>
horloge extraterrestre&#xa0;: ω = %1, longueur d’onde = 10^%2 positions, %3 tours, colonnes informatives&#xa0;: %4</translation>
    </message>
    <message>
        <source>pair k = %1 (dimensions %2, %3), exponent 2k/d = %4</source>
        <translation>paire k = %1 (dimensions %2, %3), exposant 2k/d = %4</translation>
    </message>
    <message>
        <source>ω = %1, wavelength = %2 positions</source>
        <translation>ω = %1, longueur d’onde = %2 positions</translation>
    </message>
    <message>
        <source>%1 turns within %2; informative columns: %3 of %4</source>
        <translation>%1 tours sur %2&#xa0;; colonnes informatives&#xa0;: %3 sur %4</translation>
    </message>
</context>
<context>
    <name>pe::ui::WavesView</name>
    <message>
        <source>Curves that cannot be drawn with the current d and L.</source>
        <translation>Courbes impossibles à tracer avec les d et L actuels.</translation>
    </message>
    <message>
        <source>PE value</source>
        <translation>Valeur PE</translation>
    </message>
    <message>
        <source>position t</source>
        <translation>position t</translation>
    </message>
    <message>
        <source>, positions %1, dimensions %2</source>
        <translation>, positions %1, dimensions %2</translation>
    </message>
    <message>
        <source>positions ≥ L hidden</source>
        <translation>positions ≥ L masquées</translation>
    </message>
    <message>
        <source>dimensions ≥ d hidden</source>
        <translation>dimensions ≥ d masquées</translation>
    </message>
    <message>
        <source>t = %1</source>
        <translation>t = %1</translation>
    </message>
    <message>
        <source>dim %1</source>
        <translation>dim %1</translation>
    </message>
    <message>
        <source>dim %1: %2(t / %3)</source>
        <translation>dim %1&#xa0;: %2(t / %3)</translation>
    </message>
    <message>
        <source>the position CSV would hold L × dimensions = %1 values; the limit is %2</source>
        <translation>le CSV des positions contiendrait L × dimensions = %1 valeurs&#xa0;; la limite est %2</translation>
    </message>
    <message>
        <source>loaded table: every column (no sine/cosine pairs)</source>
        <translation>table chargée&#xa0;: chaque colonne (pas de paires sinus/cosinus)</translation>
    </message>
    <message>
        <source>dimension</source>
        <translation>dimension</translation>
    </message>
    <message>
        <source>pair k (column of %1)</source>
        <translation>paire k (colonne de %1)</translation>
    </message>
    <message>
        <source>One curve per position: PE(t, dim) against the dimension</source>
        <translation>Une courbe par position&#xa0;: PE(t, dim) en fonction de la dimension</translation>
    </message>
    <message>
        <source>One curve per position: %1(t / n^(2k/d)) against k</source>
        <translation>Une courbe par position&#xa0;: %1(t / n^(2k/d)) en fonction de k</translation>
    </message>
    <message>
        <source>One curve per dimension: PE(t, dim) against t (band: range over %1 positions per pixel)</source>
        <translation>Une courbe par dimension&#xa0;: PE(t, dim) en fonction de t (bande&#xa0;: étendue sur %1 positions par pixel)</translation>
    </message>
    <message>
        <source>One curve per dimension: PE(t, dim) against the position t</source>
        <translation>Une courbe par dimension&#xa0;: PE(t, dim) en fonction de la position t</translation>
    </message>
    <message>
        <source>The loaded table as waves: %1, %2, %3</source>
        <translation>La table chargée en ondes&#xa0;: %1, %2, %3</translation>
    </message>
    <message>
        <source>The encoding as waves: %1</source>
        <translation>L’encodage en ondes&#xa0;: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>Waves: %1</source>
        <translation>Ondes&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>pe::ui::animation</name>
    <message>
        <source>--animate: &apos;%1&apos; is not PARAM=FROM:TO (e.g. length=10:200)</source>
        <translation>--animate : « %1 » n’est pas de la forme PARAM=DE:À (p. ex. length=10:200)</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos;: FROM and TO must be finite numbers</source>
        <translation>--animate : « %1 » : DE et À doivent être des nombres finis</translation>
    </message>
    <message>
        <source>--frames: %1 is out of range: from %2 to %3</source>
        <translation>--frames : %1 est hors limites : de %2 à %3</translation>
    </message>
    <message>
        <source>--fps: %1 is out of range: more than 0, at most %2</source>
        <translation>--fps : %1 est hors limites : plus de 0, au plus %2</translation>
    </message>
    <message>
        <source>--animate: &apos;%1&apos; is not a parameter of --view %2 (use %3)</source>
        <translation>--animate : « %1 » n’est pas un paramètre de --view %2 (utilisez %3)</translation>
    </message>
    <message>
        <source>--animate: --%1 is not a number and cannot be swept</source>
        <translation>--animate : --%1 n’est pas un nombre et ne peut pas être balayé</translation>
    </message>
    <message>
        <source>--animate: d is fixed by the embeddings file and cannot be swept</source>
        <translation>--animate : d est fixé par le fichier de plongements et ne peut pas être balayé</translation>
    </message>
    <message>
        <source>--animate: the base is swept geometrically: FROM and TO must be positive</source>
        <translation>--animate : la base est balayée géométriquement : DE et À doivent être positifs</translation>
    </message>
    <message>
        <source>--animate: frame %1 (%2 = %3)</source>
        <translation>--animate : image %1 (%2 = %3)</translation>
    </message>
    <message>
        <source>export of %1 cancelled</source>
        <translation>export de %1 annulé</translation>
    </message>
    <message>
        <source>--%1 needs --animate PARAM=FROM:TO</source>
        <translation>--%1 demande --animate PARAM=DE:À</translation>
    </message>
    <message>
        <source>--frames: &apos;%1&apos; is not an integer</source>
        <translation>--frames : « %1 » n’est pas un entier</translation>
    </message>
    <message>
        <source>--fps: &apos;%1&apos; is not a number</source>
        <translation>--fps : « %1 » n’est pas un nombre</translation>
    </message>
    <message>
        <source>--chroma: &apos;%1&apos; is not 444 or 420</source>
        <translation>--chroma : « %1 » n’est ni 444 ni 420</translation>
    </message>
    <message>
        <source>--animate needs --export FILE (.mp4, .webm or .gif)</source>
        <translation>--animate demande --export FICHIER (.mp4, .webm ou .gif)</translation>
    </message>
    <message>
        <source>--export: &apos;%1&apos; is not an animation file (use .mp4, .webm or .gif)</source>
        <translation>--export : « %1 » n’est pas un fichier d’animation (utilisez .mp4, .webm ou .gif)</translation>
    </message>
    <message>
        <source>--animate writes only the --export file: leave out the CSV outputs</source>
        <translation>--animate n’écrit que le fichier de --export : retirez les sorties CSV</translation>
    </message>
    <message>
        <source>--export: %1</source>
        <translation>--export : %1</translation>
    </message>
    <message>
        <source>--size: %1</source>
        <translation>--size : %1</translation>
    </message>
</context>
<context>
    <name>pe::ui::embeddings</name>
    <message>
        <source>(file changed on disk)</source>
        <translation>(fichier modifié sur le disque)</translation>
    </message>
    <message>
        <source>%1: the matrix has %2 columns; pe-explorer shows at most %3 dimensions</source>
        <translation>%1&#xa0;: la matrice a %2 colonnes&#xa0;; pe-explorer montre au plus %3 dimensions</translation>
    </message>
    <message>
        <source> (if it is stored dimensions x positions, load it with --transpose)</source>
        <translation> (si elle est stockée dimensions × positions, chargez-la avec --transpose)</translation>
    </message>
    <message>
        <source>%1: not enough memory to load it</source>
        <translation>%1&#xa0;: pas assez de mémoire pour le charger</translation>
    </message>
</context>
<context>
    <name>pe::ui::formulaonly</name>
    <message>
        <source>The loaded table has no formula: this view shows the sinusoidal encoding at d = %1, n = %2.</source>
        <translation>La table chargée n’a pas de formule&#xa0;: cette vue montre l’encodage sinusoïdal à d = %1, n = %2.</translation>
    </message>
    <message>
        <source>this view describes the sinusoidal formula, and the table loaded with --embeddings has none; run it without --embeddings</source>
        <translation>cette vue décrit la formule sinusoïdale, et la table chargée avec --embeddings n’en a pas&#xa0;; lancez-la sans --embeddings</translation>
    </message>
</context>
<context>
    <name>pe::ui::fourierwords</name>
    <message>
        <source>learned-like source</source>
        <translation>source façon appris</translation>
    </message>
    <message>
        <source>sinusoidal source</source>
        <translation>source sinusoïdale</translation>
    </message>
    <message>
        <source>full</source>
        <comment>Fourier sum</comment>
        <translation>complète</translation>
    </message>
    <message>
        <source>printed</source>
        <comment>Fourier sum</comment>
        <translation>imprimée</translation>
    </message>
    <message>
        <source>matched</source>
        <comment>σ scale</comment>
        <translation>ajustée</translation>
    </message>
    <message>
        <source>printed</source>
        <comment>σ scale</comment>
        <translation>imprimée</translation>
    </message>
</context>
<context>
    <name>pe::ui::handout</name>
    <message>
        <source>Page %1 of %2</source>
        <translation>Page %1 sur %2</translation>
    </message>
    <message>
        <source>the PDF could not be started</source>
        <translation>le PDF n’a pas pu être commencé</translation>
    </message>
    <message>
        <source>step %1: %2</source>
        <translation>étape %1 : %2</translation>
    </message>
    <message>
        <source>Step %1 of %2</source>
        <translation>Étape %1 sur %2</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Question</translation>
    </message>
    <message>
        <source>Your answer:</source>
        <translation>Votre réponse :</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>annulé</translation>
    </message>
    <message>
        <source>Answers</source>
        <translation>Réponses</translation>
    </message>
    <message>
        <source>Step %1</source>
        <translation>Étape %1</translation>
    </message>
    <message>
        <source>the PDF could not be written</source>
        <translation>le PDF n’a pas pu être écrit</translation>
    </message>
    <message>
        <source>the PNG could not be encoded (not enough memory?)</source>
        <translation>le PNG n’a pas pu être encodé (mémoire insuffisante ?)</translation>
    </message>
</context>
<context>
    <name>pe::ui::helpers</name>
    <message>
        <source>concatenated</source>
        <translation>concaténée</translation>
    </message>
    <message>
        <source>interleaved</source>
        <translation>entrelacée</translation>
    </message>
</context>
<context>
    <name>pe::ui::lessons</name>
    <message>
        <source>a lesson file is at most %1 bytes</source>
        <translation>un fichier de leçon fait au plus %1 octets</translation>
    </message>
    <message>
        <source>not a lesson file (JSON error at byte %1: %2)</source>
        <translation>pas un fichier de leçon (erreur JSON à l’octet %1&#xa0;: %2)</translation>
    </message>
    <message>
        <source>not a lesson file (its format is not &quot;%1&quot;)</source>
        <translation>pas un fichier de leçon (son format n’est pas «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>the lesson has no valid version number</source>
        <translation>la leçon n’a pas de numéro de version valide</translation>
    </message>
    <message>
        <source>the lesson was written for a newer pe-explorer (version %1)</source>
        <translation>la leçon a été écrite pour un pe-explorer plus récent (version %1)</translation>
    </message>
    <message>
        <source>the name must be 1 to 64 lower-case letters, digits or dashes</source>
        <translation>le nom doit faire de 1 à 64 lettres minuscules, chiffres ou tirets</translation>
    </message>
    <message>
        <source>the title is missing or too long</source>
        <translation>le titre manque ou est trop long</translation>
    </message>
    <message>
        <source>a lesson has 1 to %1 steps</source>
        <translation>une leçon a de 1 à %1 étapes</translation>
    </message>
    <message>
        <source>step %1: the text is missing or too long</source>
        <translation>étape %1&#xa0;: le texte manque ou est trop long</translation>
    </message>
    <message>
        <source>step %1: the arguments are missing</source>
        <translation>étape %1&#xa0;: les arguments manquent</translation>
    </message>
    <message>
        <source>step %1: every argument is a text</source>
        <translation>étape %1&#xa0;: chaque argument est un texte</translation>
    </message>
</context>
<context>
    <name>pe::ui::models</name>
    <message>
        <source>%1 is a learned table, and the built-in model has no weights: open the model&apos;s folder with --model PATH to see its table</source>
        <translation>%1 est une table apprise, et le modèle intégré n’a pas de poids&#xa0;: ouvrez le dossier du modèle avec --model PATH pour voir sa table</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is neither a file or folder nor a built-in model (see --list-models)</source>
        <translation>«&#xa0;%1&#xa0;» n’est ni un fichier ou dossier ni un modèle intégré (voir --list-models)</translation>
    </message>
    <message>
        <source>%1: the table has %2 columns; pe-explorer shows at most %3 dimensions</source>
        <translation>%1&#xa0;: la table a %2 colonnes&#xa0;; pe-explorer montre au plus %3 dimensions</translation>
    </message>
    <message>
        <source>%1: not enough memory to load it</source>
        <translation>%1&#xa0;: pas assez de mémoire pour le charger</translation>
    </message>
    <message>
        <source>learned table, %1 positions x %2</source>
        <translation>table apprise, %1 positions x %2</translation>
    </message>
    <message>
        <source>sinusoidal, %1 positions x %2</source>
        <translation>sinusoïdal, %1 positions x %2</translation>
    </message>
    <message>
        <source>ALiBi, %1 heads</source>
        <translation>ALiBi, %1 têtes</translation>
    </message>
    <message>
        <source>T5 buckets, %1 up to distance %2, encoder</source>
        <translation>compartiments T5, %1 jusqu’à la distance %2, encodeur</translation>
    </message>
    <message>
        <source>T5 buckets, %1 up to distance %2, decoder</source>
        <translation>compartiments T5, %1 jusqu’à la distance %2, décodeur</translation>
    </message>
    <message>
        <source>RoPE, head %1, base %2, context %3</source>
        <translation>RoPE, tête %1, base %2, contexte %3</translation>
    </message>
    <message>
        <source>, %1 rotary dimensions</source>
        <translation>, %1 dimensions tournantes</translation>
    </message>
    <message>
        <source>, %1 x%2 from %3</source>
        <translation>, %1 x%2 depuis %3</translation>
    </message>
    <message>
        <source>--models: %1</source>
        <translation>--models&#xa0;: %1</translation>
    </message>
    <message>
        <source>--schemes: &apos;learned&apos; needs --embeddings FILE (a learned position-embedding table) or --model PATH (a model&apos;s folder or weights)</source>
        <translation>--schemes&#xa0;: «&#xa0;learned&#xa0;» demande --embeddings FICHIER (une table de plongements de position appris) ou --model CHEMIN (le dossier ou les poids d’un modèle)</translation>
    </message>
</context>
<context>
    <name>pe::ui::options</name>
    <message>
        <source>--%1: &apos;%2&apos; is not an integer</source>
        <translation>--%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un entier</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; is not a finite number</source>
        <translation>--%1&#xa0;: «&#xa0;%2&#xa0;» n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>--size: &apos;%1&apos; is not a size like 1600x900</source>
        <translation>--size&#xa0;: «&#xa0;%1&#xa0;» n’est pas une taille comme 1600x900</translation>
    </message>
    <message>
        <source> From %1 to %2</source>
        <translation> De %1 à %2</translation>
    </message>
    <message>
        <source> One of %1</source>
        <translation> Une valeur parmi %1</translation>
    </message>
    <message>
        <source> (default %1).</source>
        <translation> (par défaut %1).</translation>
    </message>
    <message>
        <source>--%1 needs a file name (it was followed by &apos;%2&apos;)</source>
        <translation>--%1 attend un nom de fichier (il était suivi de «&#xa0;%2&#xa0;»)</translation>
    </message>
    <message>
        <source>--%1: &apos;%2&apos; must end in .csv</source>
        <translation>--%1&#xa0;: «&#xa0;%2&#xa0;» doit se terminer par .csv</translation>
    </message>
    <message>
        <source>--%1: %2</source>
        <translation>--%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>--%1 and --%2 name the same file %3: give each output its own file</source>
        <translation>--%1 et --%2 désignent le même fichier %3&#xa0;: donnez à chaque sortie son propre fichier</translation>
    </message>
    <message>
        <source>--lang needs a language: en, fr or zh</source>
        <translation>--lang attend une langue&#xa0;: en, fr ou zh</translation>
    </message>
    <message>
        <source>--lang: &apos;%1&apos; is not a language of pe-explorer (use en, fr or zh)</source>
        <translation>--lang&#xa0;: «&#xa0;%1&#xa0;» n’est pas une langue de pe-explorer (utilisez en, fr ou zh)</translation>
    </message>
    <message>
        <source>Positional Encoding Explorer: live views of the sinusoidal positional encoding.
Without --export or --csv the window opens with the given parameters.</source>
        <translation>Positional Encoding Explorer&#xa0;: vues en direct de l’encodage positionnel sinusoïdal.
Sans --export ni --csv, la fenêtre s’ouvre avec les paramètres donnés.</translation>
    </message>
    <message>
        <source>View to show or export: %1 (default heatmap).</source>
        <translation>Vue à montrer ou exporter&#xa0;: %1 (par défaut heatmap).</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nom</translation>
    </message>
    <message>
        <source>Figure size in pixels, WxH (default 1600x900).</source>
        <translation>Taille de la figure en pixels, LxH (par défaut 1600x900).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>PNG scale factor, 0.5 to 4 (default 1).</source>
        <translation>Facteur d’échelle du PNG, de 0,5 à 4 (par défaut 1).</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>facteur</translation>
    </message>
    <message>
        <source>Write the figure to this file (.png, .svg or .pdf) and exit.</source>
        <translation>Écrire la figure dans ce fichier (.png, .svg ou .pdf) et quitter.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>Write the data behind the figure to this .csv file and exit.</source>
        <translation>Écrire les données de la figure dans ce fichier .csv et quitter.</translation>
    </message>
    <message>
        <source>Write CSV files even when they would be larger than 1 GB.</source>
        <translation>Écrire les fichiers CSV même s’ils dépassent 1 Go.</translation>
    </message>
    <message>
        <source>Start from a preset figure: %1. Options given besides it override the preset&apos;s.</source>
        <translation>Partir d’une figure préréglée&#xa0;: %1. Les options données en plus remplacent celles du préréglage.</translation>
    </message>
    <message>
        <source>List the presets (name, view, what they show) and exit.</source>
        <translation>Lister les préréglages (nom, vue, ce qu’ils montrent) et quitter.</translation>
    </message>
    <message>
        <source>List the guided lessons (name and title) and exit.</source>
        <translation>Lister les leçons guidées (nom et titre) et quitter.</translation>
    </message>
    <message>
        <source>Open a guided lesson (PageDown / PageUp or the arrow keys step through it); with --export or --csv, render its step instead.</source>
        <translation>Ouvrir une leçon guidée (PageDown / PageUp ou les flèches la parcourent)&#xa0;; avec --export ou --csv, produire plutôt son étape.</translation>
    </message>
    <message>
        <source>With --lesson: the step to open, from 1 (default 1).</source>
        <translation>Avec --lesson&#xa0;: l’étape à ouvrir, à partir de 1 (par défaut 1).</translation>
    </message>
    <message>
        <source>K</source>
        <translation>K</translation>
    </message>
    <message>
        <source>Start from a session file saved by File &gt; Save session or --save-session; options given besides it override the session&apos;s.</source>
        <translation>Partir d’un fichier de session enregistré par Fichier &gt; Enregistrer la session ou --save-session&#xa0;; les options données en plus remplacent celles de la session.</translation>
    </message>
    <message>
        <source>Language of the window, the messages and the exported figures: en, fr or zh (default: the one chosen in View &gt; Language, else the system&apos;s).</source>
        <translation>Langue de la fenêtre, des messages et des figures exportées&#xa0;: en, fr ou zh (par défaut&#xa0;: celle choisie dans Affichage &gt; Langue, sinon celle du système).</translation>
    </message>
    <message>
        <source>code</source>
        <translation>code</translation>
    </message>
    <message>
        <source>Write the state the command line describes to this session file (.json) and exit (with --export or --csv, after writing them).</source>
        <translation>Écrire l’état que décrit la ligne de commande dans ce fichier de session (.json) et quitter (avec --export ou --csv, après les avoir écrits).</translation>
    </message>
    <message>
        <source>Close the window after this many milliseconds.</source>
        <translation>Fermer la fenêtre après ce nombre de millisecondes.</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>Open the window, save an image of it to this .png file once the view has drawn, and quit (for documentation).</source>
        <translation>Ouvrir la fenêtre, en enregistrer une image dans ce fichier .png une fois la vue dessinée, et quitter (pour la documentation).</translation>
    </message>
    <message>
        <source>unexpected argument &apos;%1&apos;</source>
        <translation>argument inattendu «&#xa0;%1&#xa0;»</translation>
    </message>
    <message>
        <source>--session: %1</source>
        <translation>--session&#xa0;: %1</translation>
    </message>
    <message>
        <source>--view: unknown view &apos;%1&apos; (available: %2)</source>
        <translation>--view&#xa0;: vue «&#xa0;%1&#xa0;» inconnue (disponibles&#xa0;: %2)</translation>
    </message>
    <message>
        <source>--tensor needs --embeddings FILE</source>
        <translation>--tensor demande --embeddings FICHIER</translation>
    </message>
    <message>
        <source>--embeddings: %1</source>
        <translation>--embeddings&#xa0;: %1</translation>
    </message>
    <message>
        <source>--d: the embeddings fix d = %1 (the columns of %2)</source>
        <translation>--d&#xa0;: les plongements fixent d = %1 (les colonnes de %2)</translation>
    </message>
    <message>
        <source>--length: L = %1 is more than the %2 positions (rows) of %3</source>
        <translation>--length&#xa0;: L = %1 dépasse les %2 positions (lignes) de %3</translation>
    </message>
    <message>
        <source>--position: %1</source>
        <translation>--position&#xa0;: %1</translation>
    </message>
    <message>
        <source>--size/--scale: %1</source>
        <translation>--size/--scale&#xa0;: %1</translation>
    </message>
    <message>
        <source>--export: &apos;%1&apos; has an unknown extension (use .png, .svg or .pdf)</source>
        <translation>--export&#xa0;: «&#xa0;%1&#xa0;» a une extension inconnue (utilisez .png, .svg ou .pdf)</translation>
    </message>
    <message>
        <source>--export: %1</source>
        <translation>--export&#xa0;: %1</translation>
    </message>
    <message>
        <source>--%1 belongs to --view %2</source>
        <translation>--%1 appartient à --view %2</translation>
    </message>
    <message>
        <source>--%1 belongs to --view %2, not to --view %3</source>
        <translation>--%1 appartient à --view %2, pas à --view %3</translation>
    </message>
    <message>
        <source>--save-session: &apos;%1&apos; must end in .json</source>
        <translation>--save-session&#xa0;: «&#xa0;%1&#xa0;» doit se terminer par .json</translation>
    </message>
    <message>
        <source>--save-session: %1</source>
        <translation>--save-session&#xa0;: %1</translation>
    </message>
    <message>
        <source>--window-screenshot: &apos;%1&apos; must end in .png</source>
        <translation>--window-screenshot&#xa0;: «&#xa0;%1&#xa0;» doit se terminer par .png</translation>
    </message>
    <message>
        <source>--window-screenshot: %1</source>
        <translation>--window-screenshot&#xa0;: %1</translation>
    </message>
    <message>
        <source>Side by side: a second pane that differs from the first by these options, e.g. --split &quot;--base 100&quot; or --split &quot;--view clock --d 64&quot;. With --export, both panes go into one figure.</source>
        <translation>Côte à côte&#xa0;: un second volet qui diffère du premier par ces options, par ex. --split &quot;--base 100&quot; ou --split &quot;--view clock --d 64&quot;. Avec --export, les deux volets vont dans une seule figure.</translation>
    </message>
    <message>
        <source>options</source>
        <translation>options</translation>
    </message>
    <message>
        <source>--split needs the options that make the second pane differ, e.g. --split &quot;--base 100&quot;</source>
        <translation>--split demande les options qui font différer le second volet, par ex. --split &quot;--base 100&quot;</translation>
    </message>
    <message>
        <source>--split: --%1 belongs to the whole command, not to the second pane</source>
        <translation>--split&#xa0;: --%1 concerne toute la commande, pas le second volet</translation>
    </message>
    <message>
        <source>--split: %1</source>
        <translation>--split&#xa0;: %1</translation>
    </message>
    <message>
        <source>Colour map of every map-like figure: auto (red-white-blue for signed values, viridis for the others), viridis, cividis or diverging (default: the one chosen in View &gt; Colour map, else auto).</source>
        <translation>Palette de couleurs de toutes les figures en carte&#xa0;: auto (rouge-blanc-bleu pour les valeurs signées, viridis pour les autres), viridis, cividis ou diverging (par défaut&#xa0;: celle choisie dans Affichage &gt; Palette de couleurs, sinon auto).</translation>
    </message>
    <message>
        <source>map</source>
        <translation>palette</translation>
    </message>
    <message>
        <source>Look of the figures: default, or high-contrast for projectors (thicker lines, bold black text; default: as chosen in View &gt; High contrast).</source>
        <translation>Aspect des figures&#xa0;: default, ou high-contrast pour les vidéoprojecteurs (traits plus épais, texte noir en gras&#xa0;; par défaut&#xa0;: selon Affichage &gt; Contraste élevé).</translation>
    </message>
    <message>
        <source>theme</source>
        <translation>thème</translation>
    </message>
    <message>
        <source>--colormap: &apos;%1&apos; is not a colour map (use %2)</source>
        <translation>--colormap&#xa0;: «&#xa0;%1&#xa0;» n’est pas une palette de couleurs (utilisez %2)</translation>
    </message>
    <message>
        <source>--theme: &apos;%1&apos; is not a theme (use %2)</source>
        <translation>--theme&#xa0;: «&#xa0;%1&#xa0;» n’est pas un thème (utilisez %2)</translation>
    </message>
    <message>
        <source>List the views (name and what each teaches) and exit.</source>
        <translation>Lister les vues (nom et ce que chacune enseigne) et quitter.</translation>
    </message>
    <message>
        <source>With --embeddings and a file holding several tensors (.safetensors, .npz, .gguf, a model folder): the tensor to load (e.g. wpe.weight); by default the one named like a position table.</source>
        <translation>Avec --embeddings et un fichier de plusieurs tenseurs (.safetensors, .npz, .gguf, un dossier de modèle)&#xa0;: le tenseur à charger (p. ex. wpe.weight)&#xa0;; par défaut celui nommé comme une table de positions.</translation>
    </message>
    <message>
        <source>Open a model: a folder (config.json and weights), a config.json, .safetensors, .npz or .gguf file, a model.safetensors.index.json, or a built-in name (--list-models). Its scheme&apos;s view opens with its settings; options given besides it override them.</source>
        <translation>Ouvrir un modèle&#xa0;: un dossier (config.json et poids), un fichier config.json, .safetensors, .npz ou .gguf, un model.safetensors.index.json, ou un nom intégré (--list-models). La vue de son schéma s’ouvre avec ses réglages&#xa0;; les options données en plus les remplacent.</translation>
    </message>
    <message>
        <source>path|name</source>
        <translation>chemin|nom</translation>
    </message>
    <message>
        <source>List the built-in models (name, scheme, what they are) and exit.</source>
        <translation>Lister les modèles intégrés (nom, schéma, ce qu’ils sont) et quitter.</translation>
    </message>
    <message>
        <source>With --export FILE.mp4, .webm or .gif: an animation of the figure while PARAM goes from FROM to TO (position, d, base, length, or a number setting of the view; the base is swept geometrically).</source>
        <translation>Avec --export FICHIER.mp4, .webm ou .gif : une animation de la figure pendant que PARAM va de DE à À (position, d, base, length, ou un réglage numérique de la vue ; la base est balayée géométriquement).</translation>
    </message>
    <message>
        <source>PARAM=FROM:TO</source>
        <translation>PARAM=DE:À</translation>
    </message>
    <message>
        <source>With --animate: the number of frames, 2 to 10000 (default 60).</source>
        <translation>Avec --animate : le nombre d’images, de 2 à 10000 (60 par défaut).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>With --animate: frames per second, more than 0, at most 120 (default 30).</source>
        <translation>Avec --animate : images par seconde, plus de 0, au plus 120 (30 par défaut).</translation>
    </message>
    <message>
        <source>F</source>
        <translation>F</translation>
    </message>
    <message>
        <source>With --animate and a video: 444 keeps the colour at full resolution (default, the frames match the still figures); 420 halves it, for players that need it (web browsers&apos; H.264, presentation programs).</source>
        <translation>Avec --animate et une vidéo : 444 garde la couleur en pleine résolution (par défaut, les images sont celles des figures fixes) ; 420 la réduit de moitié, pour les lecteurs qui l’exigent (H.264 des navigateurs web, logiciels de présentation).</translation>
    </message>
    <message>
        <source>444|420</source>
        <translation>444|420</translation>
    </message>
    <message>
        <source>With --lesson: write a printable handout (.pdf, one A4 page per step, answers at the end) and exit.</source>
        <translation>Avec --lesson : écrire un polycopié à imprimer (.pdf, une page A4 par étape, les réponses à la fin) et quitter.</translation>
    </message>
    <message>
        <source>With --lesson: write one PNG per step of the lesson into this folder and exit.</source>
        <translation>Avec --lesson : écrire un PNG par étape de la leçon dans ce dossier et quitter.</translation>
    </message>
    <message>
        <source>folder</source>
        <translation>dossier</translation>
    </message>
    <message>
        <source>Print the man page made from this template (docs/pe-explorer.1.in) and exit.</source>
        <translation>Afficher la page de manuel faite à partir de ce modèle (docs/pe-explorer.1.in) et quitter.</translation>
    </message>
    <message>
        <source>template</source>
        <translation>modèle</translation>
    </message>
    <message>
        <source>The options of this view; --help without --view lists the shared ones (d, n, L, exports, ...).</source>
        <translation>Les options de cette vue&#xa0;; --help sans --view liste les options communes (d, n, L, exports…).</translation>
    </message>
    <message>
        <source>--model and --embeddings both give a table: use one of them</source>
        <translation>--model et --embeddings donnent tous deux une table&#xa0;: utilisez l’un des deux</translation>
    </message>
    <message>
        <source>--model: %1</source>
        <translation>--model&#xa0;: %1</translation>
    </message>
    <message>
        <source>--handout: &apos;%1&apos; must end in .pdf</source>
        <translation>--handout : « %1 » doit se terminer par .pdf</translation>
    </message>
    <message>
        <source>--handout: %1</source>
        <translation>--handout : %1</translation>
    </message>
    <message>
        <source>--slides: %1</source>
        <translation>--slides : %1</translation>
    </message>
    <message>
        <source>--view: unknown view &apos;%1&apos; (one of %2)</source>
        <translation>--view&#xa0;: vue inconnue «&#xa0;%1&#xa0;» (l’une de %2)</translation>
    </message>
    <message>
        <source>--man-page: cannot read %1: %2</source>
        <translation>--man-page&#xa0;: impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>--animate: a side-by-side figure (--split or a session of two panes) cannot be animated</source>
        <translation>--animate : une figure côte à côte (--split ou une session à deux volets) ne peut pas être animée</translation>
    </message>
    <message>
        <source>With --embeddings: read a table stored dimensions x positions, transposed. Without a table, the heatmap&apos;s own --transpose (positions down the rows).</source>
        <translation>Avec --embeddings&#xa0;: lire transposée une table rangée dimensions × positions. Sans table, le --transpose de la carte thermique (les positions le long des lignes).</translation>
    </message>
    <message>
        <source>--transpose reads the table of --embeddings FILE transposed, or draws the heatmap (--view heatmap) with positions down; neither applies to --view %1</source>
        <translation>--transpose lit transposée la table de --embeddings FICHIER, ou dessine la carte thermique (--view heatmap) avec les positions en lignes&#xa0;; ni l’un ni l’autre ne s’applique à --view %1</translation>
    </message>
</context>
<context>
    <name>pe::ui::session</name>
    <message>
        <source>%1: %2</source>
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>not a session file (JSON error at byte %1: %2)</source>
        <translation>pas un fichier de session (erreur JSON à l’octet %1&#xa0;: %2)</translation>
    </message>
    <message>
        <source>not a session file (no JSON object)</source>
        <translation>pas un fichier de session (aucun objet JSON)</translation>
    </message>
    <message>
        <source>not a session file (its format is not &quot;%1&quot;)</source>
        <translation>pas un fichier de session (son format n’est pas «&#xa0;%1&#xa0;»)</translation>
    </message>
    <message>
        <source>the session has no valid version number</source>
        <translation>la session n’a pas de numéro de version valide</translation>
    </message>
    <message>
        <source>the session was written by a newer pe-explorer (version %1; this one reads up to %2)</source>
        <translation>la session a été écrite par un pe-explorer plus récent (version %1&#xa0;; celui-ci lit jusqu’à %2)</translation>
    </message>
    <message>
        <source>cannot read %1: %2</source>
        <translation>impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1: a session file is at most %2 bytes; this one has %3</source>
        <translation>%1&#xa0;: un fichier de session fait au plus %2 octets&#xa0;; celui-ci en a %3</translation>
    </message>
    <message>
        <source>%1unknown view &apos;%2&apos; (available: %3)</source>
        <translation>%1vue «&#xa0;%2&#xa0;» inconnue (disponibles&#xa0;: %3)</translation>
    </message>
    <message>
        <source>%1embeddings.file is missing or not a file name</source>
        <translation>%1embeddings.file manque ou n’est pas un nom de fichier</translation>
    </message>
    <message>
        <source>%1params: %2</source>
        <translation>%1params&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1position must be an integer from 0 to %2</source>
        <translation>%1position doit être un entier de 0 à %2</translation>
    </message>
    <message>
        <source>%1settings.%2.%3 is not a text value</source>
        <translation>%1settings.%2.%3 n’est pas une valeur texte</translation>
    </message>
    <message>
        <source>%1settings.%2: %3</source>
        <translation>%1settings.%2&#xa0;: %3</translation>
    </message>
    <message>
        <source>panes must be a list of one pane</source>
        <translation>panes doit être une liste d’un seul volet</translation>
    </message>
    <message>
        <source>%1params.%2 is missing or not an integer</source>
        <translation>%1params.%2 manque ou n’est pas un entier</translation>
    </message>
    <message>
        <source>%1params.%2 is missing or not a number</source>
        <translation>%1params.%2 manque ou n’est pas un nombre</translation>
    </message>
    <message>
        <source>%1params.%2: %3</source>
        <translation>%1params.%2&#xa0;: %3</translation>
    </message>
</context>
<context>
    <name>pe::ui::shared</name>
    <message>
        <source>Dimension &amp;d</source>
        <translation>&amp;Dimension d</translation>
    </message>
    <message>
        <source>&amp;d</source>
        <translation>&amp;d</translation>
    </message>
    <message>
        <source>Dimension d</source>
        <translation>Dimension d</translation>
    </message>
    <message>
        <source>Dimension d, %1 to %2 (default %3).</source>
        <translation>Dimension d, de %1 à %2 (par défaut %3).</translation>
    </message>
    <message>
        <source>d, the model dimension: number of columns of the encoding (1 to 8192). An odd d ends with a lone sine column.</source>
        <translation>d, la dimension du modèle&#xa0;: nombre de colonnes de l’encodage (1 à 8192). Un d impair se termine par une colonne sinus isolée.</translation>
    </message>
    <message>
        <source>d</source>
        <translation>d</translation>
    </message>
    <message>
        <source>&amp;Base n</source>
        <translation>&amp;Base n</translation>
    </message>
    <message>
        <source>&amp;n</source>
        <translation>&amp;n</translation>
    </message>
    <message>
        <source>Base n</source>
        <translation>Base n</translation>
    </message>
    <message>
        <source>Base n, greater than %1, at most %2 (default %3).</source>
        <translation>Base n, supérieure à %1, au plus %2 (par défaut %3).</translation>
    </message>
    <message>
        <source>n, the base: wavelengths go from 2π to 2π·n. 10000 in the paper, 500000 in recent RoPE models. The slider covers 2 to 10⁶; type larger values.</source>
        <translation>n, la base&#xa0;: les longueurs d’onde vont de 2π à 2π·n. 10000 dans l’article, 500000 dans les modèles RoPE récents. Le curseur couvre 2 à 10⁶&#xa0;; tapez les valeurs plus grandes.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>&amp;Length L</source>
        <translation>&amp;Longueur L</translation>
    </message>
    <message>
        <source>&amp;L</source>
        <translation>&amp;L</translation>
    </message>
    <message>
        <source>Sequence length L</source>
        <translation>Longueur de séquence L</translation>
    </message>
    <message>
        <source>Sequence length L, %1 to %2 (default %3).</source>
        <translation>Longueur de séquence L, de %1 à %2 (par défaut %3).</translation>
    </message>
    <message>
        <source>L, the sequence length: number of positions 0 … L−1 (1 to 1048576).</source>
        <translation>L, la longueur de séquence&#xa0;: nombre de positions 0 … L−1 (1 à 1048576).</translation>
    </message>
    <message>
        <source>L</source>
        <translation>L</translation>
    </message>
    <message>
        <source>Lay&amp;out</source>
        <translation>Disp&amp;osition</translation>
    </message>
    <message>
        <source>Column layout: %1 (default %2).</source>
        <translation>Disposition des colonnes&#xa0;: %1 (par défaut %2).</translation>
    </message>
    <message>
        <source>Column order. The paper interleaves sin and cos; tensor2tensor and the TensorFlow tutorial put all sines first, then all cosines.</source>
        <translation>Ordre des colonnes. L’article entrelace sin et cos&#xa0;; tensor2tensor et le tutoriel TensorFlow mettent d’abord tous les sinus, puis tous les cosinus.</translation>
    </message>
    <message>
        <source>layout</source>
        <translation>disposition</translation>
    </message>
    <message>
        <source>Interleaved: sin, cos, sin, cos…</source>
        <translation>Entrelacée&#xa0;: sin, cos, sin, cos…</translation>
    </message>
    <message>
        <source>Concatenated: all sin, then all cos</source>
        <translation>Concaténée&#xa0;: les sin puis les cos</translation>
    </message>
    <message>
        <source>Position t shown by position-based views, 0 to L-1 (default 0).</source>
        <translation>Position t montrée par les vues fondées sur une position, de 0 à L-1 (par défaut 0).</translation>
    </message>
    <message>
        <source>t</source>
        <translation>t</translation>
    </message>
    <message>
        <source>Analyse a position-embedding matrix (rows = positions, columns = dimensions) from a .npy, .npz, .safetensors, model.safetensors.index.json, .gguf, .csv or .tsv file, or a model folder, instead of the sinusoidal formula; d is the file&apos;s.</source>
        <translation>Analyser une matrice de plongements de position (lignes = positions, colonnes = dimensions) d’un fichier .npy, .npz, .safetensors, model.safetensors.index.json, .gguf, .csv ou .tsv, ou d’un dossier de modèle, au lieu de la formule sinusoïdale&#xa0;; d est celui du fichier.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source> or </source>
        <translation> ou </translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not an integer</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un entier</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a finite number</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas un nombre fini</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not one of %2</source>
        <translation>«&#xa0;%1&#xa0;» n’est pas l’une des valeurs %2</translation>
    </message>
</context>
</TS>
