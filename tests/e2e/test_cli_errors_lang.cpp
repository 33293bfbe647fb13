// End to end: errors are data (core/problem.h) that the interface words in the chosen language.
// Ten bad inputs, from bad parameters to broken files, through the real command line with
// --lang fr and --lang zh: the message names the problem in that language and holds no English
// sentence; with --lang en it is core's English text as before.

#include "e2e.h"

#include <QRegularExpression>

using namespace pe::e2e;

namespace {

struct Case {
    QStringList args; ///< '@' stands for the folder of the bad files
    QString english;  ///< a part of the English message
    QString french;   ///< a part of the French one
    QString chinese;  ///< a part of the Chinese one
};

/// Words of English sentences; none may appear in a French or Chinese message.
const char* const kEnglishWords[] = {" the ",  " is ",     " must ",  "cannot", "expected", "file",
                                     " not ",  " of ",     " out ",   " range", " bytes",   " needed",
                                     " such ", " at line", " header", " value", " has ",    "missing"};

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

/// The bad files: a truncated .safetensors, a config.json with a syntax error, a .npz that is
/// not a zip archive, a table of an unknown extension and a CSV holding NaN.
void writeBadFiles(const QString& dir)
{
    QByteArray truncated(8, '\0');
    truncated[0] = char(0xe8);
    truncated[1] = char(0x03); // a header of 1000 bytes, of which 10 follow
    writeBytes(dir + QStringLiteral("/cut.safetensors"), truncated + QByteArray("{\"a\": 1}  "));
    QDir(dir).mkdir(QStringLiteral("model"));
    writeBytes(dir + QStringLiteral("/model/config.json"), QByteArray("{\n  \"model_type\": \"gpt2\",\n  oops\n}\n"));
    writeBytes(dir + QStringLiteral("/broken.npz"), QByteArray("this is no zip archive at all"));
    writeBytes(dir + QStringLiteral("/weights.pt"), QByteArray("x"));
    writeBytes(dir + QStringLiteral("/nan.csv"), QByteArray("1,2\n3,nan\n"));
}

QList<Case> cases()
{
    const auto a = [](std::initializer_list<const char*> list) { return arguments(list); };
    return {
        {a({"-d", "0"}), QStringLiteral("d = 0 is out of range"), QStringLiteral("d = 0 est hors limites"),
         QStringLiteral("d = 0 超出范围")},
        {a({"--base", "1"}), QStringLiteral("n = 1 is out of range"), QStringLiteral("un nombre fini supérieur à 1"),
         QStringLiteral("应为大于 1")},
        {a({"--length", "2000000"}), QStringLiteral("L = 2000000 is out of range"),
         QStringLiteral("un entier de 1 à 1\u202f048\u202f576"), QStringLiteral("1,048,576 之间的整数")},
        {a({"--position", "200"}), QStringLiteral("from 0 to 99"), QStringLiteral("un entier de 0 à 99"),
         QStringLiteral("0 到 99 之间的整数")},
        {a({"--view", "t5", "--max-distance", "8"}), QStringLiteral("max_distance = 8 is out of range"),
         QStringLiteral("max_distance = 8 est hors limites"), QStringLiteral("max_distance = 8 超出范围")},
        {a({"--embeddings", "@/none.npy"}), QStringLiteral("cannot open: No such file or directory"),
         QStringLiteral("fichier ou dossier introuvable"), QStringLiteral("文件或文件夹不存在")},
        {a({"--embeddings", "@/cut.safetensors"}), QStringLiteral("truncated header: it claims 1000 bytes, 10 remain"),
         QStringLiteral("en-tête tronqué\u00a0: 1000 octets nécessaires, il en reste 10"),
         QStringLiteral("文件头被截断：需要 1000 字节，只剩 10 字节")},
        {a({"--model", "@/model"}), QStringLiteral("invalid JSON at line 3, column 3"),
         QStringLiteral("JSON invalide ligne 3, colonne 3"), QStringLiteral("JSON 无效：第 3 行第 3 列")},
        {a({"--embeddings", "@/broken.npz"}), QStringLiteral("not a readable .npz (zip) archive"),
         QStringLiteral("archive .npz (zip) illisible"), QStringLiteral("不是可读的 .npz（zip）归档")},
        {a({"--embeddings", "@/weights.pt"}), QStringLiteral("unknown extension '.pt'"),
         QStringLiteral("extension «\u00a0.pt\u00a0» inconnue"), QStringLiteral("未知扩展名 “.pt”")},
        {a({"--embeddings", "@/nan.csv"}), QStringLiteral("NaN value at row 1, column 1"),
         QStringLiteral("valeur NaN ligne 1, colonne 1"), QStringLiteral("第 1 行第 1 列的值为 NaN")},
    };
}

/// The one error line of a run with `args` in `language`, without the "pe-explorer: error: "
/// prefix and the paths of the bad files.
QString message(QStringList args, const QString& language, const QString& dir)
{
    for (QString& arg : args)
        arg.replace(QLatin1Char('@'), dir);
    args << QStringLiteral("--lang") << language << QStringLiteral("--csv") << dir + QStringLiteral("/out.csv");
    const Run r = runApp(args);
    if (r.exitCode != 2)
        qWarning("exit %d: %s", r.exitCode, qPrintable(r.err));
    const QStringList lines = r.err.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    if (lines.size() != 1)
        return QStringLiteral("(%1 lines) ").arg(lines.size()) + r.err;
    QString line = lines.front();
    line.remove(QStringLiteral("pe-explorer: error: "));
    line.remove(dir);
    return line;
}

} // namespace

class TestCliErrorsLang : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeBadFiles(m_dir.path());
    }

    void tenBadInputs_data()
    {
        QTest::addColumn<int>("index");
        const QList<Case> all = cases();
        for (int i = 0; i < all.size(); ++i)
            QTest::newRow(qPrintable(all[i].args.join(QLatin1Char(' ')))) << i;
    }

    void tenBadInputs()
    {
        QFETCH(int, index);
        const Case c = cases().at(index);
        const QString en = message(c.args, QStringLiteral("en"), m_dir.path());
        QVERIFY2(en.contains(c.english), qPrintable(en));
        for (const auto& [language, expected] :
             {std::pair{QStringLiteral("fr"), c.french}, std::pair{QStringLiteral("zh"), c.chinese}}) {
            const QString text = message(c.args, language, m_dir.path());
            QVERIFY2(text.contains(expected), qPrintable(language + QStringLiteral(": ") + text));
            for (const char* word : kEnglishWords)
                QVERIFY2(!text.contains(QLatin1String(word), Qt::CaseInsensitive),
                         qPrintable(language + QStringLiteral(": '") + QLatin1String(word) + QStringLiteral("' in ") +
                                    text));
        }
    }

    void atLeastTenDistinctInputs() { QVERIFY(cases().size() >= 10); }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCliErrorsLang)
#include "test_cli_errors_lang.moc"
