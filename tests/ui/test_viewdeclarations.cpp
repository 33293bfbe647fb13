// The views' data files (ui/views/<name>/<name>.json) and their binding to the settings structs:
// every shipped view's file is read and bound without a problem, and a file or a binding that
// does not match is reported, never half used.

#include "uitest.h"

#include "core/analysis/similarity/similarity.h"
#include "ui/framework/viewdeclaration.h"
#include "ui/framework/viewregistry.h"

#include <QFile>

using namespace pe;
using namespace pe::ui;

namespace {

struct ToySettings {
    int count = 3;
    double ratio = 0.5;
    bool on = false;
    core::Metric metric = core::Metric::Cosine;
    QString words = QStringLiteral("a b");
};

const QByteArray kToy = R"({
    "name": "toy", "order": 5, "title": "Toy", "title_fr": "Jouet", "summary": "A toy.",
    "settings": [
        {"key": "count", "kind": "integer", "minimum": 1, "maximum": 9, "label": "&Count", "help": "How many.",
         "metavar": "N"},
        {"key": "ratio", "kind": "real", "label": "&Ratio", "help": "How much.", "metavar": "x"},
        {"key": "on", "kind": "flag", "label": "&On", "help": "Whether."},
        {"key": "metric", "kind": "choice", "label": "&Metric", "help": "Which.", "metavar": "name",
         "choices": [{"name": "dot", "label": "Dot"}, {"name": "cosine", "label": "Cosine", "label_zh": "余弦"},
                     {"name": "euclidean", "label": "Euclidean"}]},
        {"key": "words", "kind": "text", "label": "&Words", "help": "Which words.", "metavar": "text"}
    ],
    "extra_csv": [{"option": "csv-toy", "help": "Write the toy."}],
    "presets": [{"name": "toy-1", "title": "One toy", "arguments": ["--view", "toy", "--count", "1"]}]
})";

std::vector<SettingInfo> toySettings()
{
    QStringList problems;
    const ViewDescriptor d = declarations::fromJson(kToy, QStringLiteral("toy.json"), &problems);
    return problems.isEmpty() ? d.settings : std::vector<SettingInfo>{};
}

using Toy = SettingsSchema<ToySettings>;

/// The toy's file with every setting bound but `skip`.
Toy boundBut(const QString& skip)
{
    Toy s(QStringLiteral("toy.json"), toySettings());
    if (skip != QLatin1String("count"))
        s.bind(QStringLiteral("count"), &ToySettings::count);
    if (skip != QLatin1String("ratio"))
        s.bind(QStringLiteral("ratio"), &ToySettings::ratio, 0.0, 1.0);
    if (skip != QLatin1String("on"))
        s.bind(QStringLiteral("on"), &ToySettings::on);
    if (skip != QLatin1String("metric"))
        s.bind(QStringLiteral("metric"), &ToySettings::metric,
               {core::Metric::Dot, core::Metric::Cosine, core::Metric::Euclidean}, &core::metricName);
    if (skip != QLatin1String("words"))
        s.bind(QStringLiteral("words"), &ToySettings::words);
    return s;
}

/// The one problem of `s`, or all of them joined.
QString problemsOf(const Toy& s)
{
    return s.problems().join(QLatin1Char('\n'));
}

} // namespace

class TestViewDeclarations : public QObject {
    Q_OBJECT
private slots:
    void everyViewIsDeclaredAndBound()
    {
        QVERIFY(viewTypes().size() >= 15);
        for (const ViewDescriptor* type : viewTypes()) {
            QVERIFY2(type->problems.isEmpty(), qPrintable(type->problems.join(QLatin1Char('\n'))));
            QVERIFY(QFile::exists(QStringLiteral(":/views/%1/%1.json").arg(type->id)));
            // The settings come in the file's order, each bound (it has its default as text).
            const ViewDescriptor& file = declarations::find(type->id);
            QCOMPARE(type->settings.size(), file.settings.size());
            for (std::size_t i = 0; i < file.settings.size(); ++i) {
                QCOMPARE(type->settings[i].key, file.settings[i].key);
                QVERIFY2(!type->settings[i].defaultText.isEmpty() || type->settings[i].kind == SettingInfo::Kind::Text,
                         qPrintable(type->id + QLatin1Char(' ') + type->settings[i].key));
                if (type->settings[i].kind == SettingInfo::Kind::Integer ||
                    type->settings[i].kind == SettingInfo::Kind::Real)
                    QVERIFY(type->settings[i].hasRange);
            }
            QVERIFY(!type->title.isEmpty() && !type->summary.isEmpty());
        }
    }

    void aFileIsReadWithItsTranslations()
    {
        QStringList problems;
        const ViewDescriptor d = declarations::fromJson(kToy, QStringLiteral("toy.json"), &problems);
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        QCOMPARE(d.id, QStringLiteral("toy"));
        QCOMPARE(d.order, 5);
        QCOMPARE(d.title.in(QStringLiteral("fr")), QStringLiteral("Jouet"));
        QCOMPARE(d.title.in(QStringLiteral("zh")), QStringLiteral("Toy"));
        QCOMPARE(d.settings.size(), std::size_t{5});
        QCOMPARE(d.settings[0].maximum, 9.0);
        QCOMPARE(d.settings[3].choices,
                 (QStringList{QStringLiteral("dot"), QStringLiteral("cosine"), QStringLiteral("euclidean")}));
        QCOMPARE(d.settings[3].choiceLabels[1].in(QStringLiteral("zh")), QStringLiteral("余弦"));
        QCOMPARE(d.extraCsv.at(0).option, QStringLiteral("csv-toy"));
        QCOMPARE(d.presets.at(0).arguments.size(), 4);

        const Toy schema = boundBut({});
        QVERIFY2(schema.problems().isEmpty(), qPrintable(problemsOf(schema)));
        QStringList defaults;
        for (const auto& f : schema.fields())
            defaults << f.info.defaultText;
        QCOMPARE(defaults, (QStringList{QStringLiteral("3"), QStringLiteral("0.5"), QStringLiteral("off"),
                                        QStringLiteral("cosine"), QStringLiteral("a b")}));
        ToySettings s;
        schema.fields()[3].set(s, QStringLiteral("euclidean"));
        QCOMPARE(s.metric, core::Metric::Euclidean);
        QCOMPARE(schema.fields()[1].info.maximum, 1.0);
    }

    void aBrokenFileIsReported_data()
    {
        QTest::addColumn<QByteArray>("from");
        QTest::addColumn<QByteArray>("to");
        QTest::addColumn<QString>("problem");
        QTest::newRow("not JSON") << QByteArray("\"name\"") << QByteArray("name")
                                  << QStringLiteral("not a JSON object");
        QTest::newRow("unknown key") << QByteArray("\"metavar\": \"N\"") << QByteArray("\"metavr\": \"N\"")
                                     << QStringLiteral("setting 1: unknown key \"metavr\"");
        QTest::newRow("no label") << QByteArray("\"label\": \"&Count\",") << QByteArray()
                                  << QStringLiteral("\"label\" is missing");
        QTest::newRow("flag with a value")
            << QByteArray("\"help\": \"Whether.\"") << QByteArray("\"help\": \"Whether.\", \"metavar\": \"b\"")
            << QStringLiteral("a flag takes no value");
        QTest::newRow("no choices") << QByteArray("\"choices\"") << QByteArray("\"choice\"")
                                    << QStringLiteral("lists its \"choices\"");
        QTest::newRow("range upside down")
            << QByteArray("\"maximum\": 9") << QByteArray("\"maximum\": 0") << QStringLiteral("in order");
        QTest::newRow("unknown kind") << QByteArray("\"kind\": \"flag\"") << QByteArray("\"kind\": \"switch\"")
                                      << QStringLiteral("\"kind\" is not one of");
        QTest::newRow("key twice") << QByteArray("\"key\": \"ratio\"") << QByteArray("\"key\": \"count\"")
                                   << QStringLiteral("the key \"count\"");
        QTest::newRow("preset without arguments") << QByteArray("\"arguments\"") << QByteArray("\"args\"")
                                                  << QStringLiteral("preset 1: unknown key \"args\"");
    }
    void aBrokenFileIsReported()
    {
        QFETCH(QByteArray, from);
        QFETCH(QByteArray, to);
        QFETCH(QString, problem);
        QByteArray json = kToy;
        QVERIFY(json.contains(from));
        json.replace(json.indexOf(from), from.size(), to);
        QStringList problems;
        declarations::fromJson(json, QStringLiteral("toy.json"), &problems);
        const QString all = problems.join(QLatin1Char('\n'));
        QVERIFY2(all.contains(problem) && all.startsWith(QLatin1String("toy.json: ")), qPrintable(all));
    }

    void aBindingThatDoesNotMatchIsReported()
    {
        QVERIFY(problemsOf(boundBut(QStringLiteral("on")))
                    .contains(QStringLiteral("\"on\" is declared but bound to no member")));
        Toy twice = boundBut({});
        twice.bind(QStringLiteral("on"), &ToySettings::on);
        QVERIFY(problemsOf(twice).contains(QStringLiteral("\"on\" is bound twice")));
        Toy unknown = boundBut({});
        unknown.bind(QStringLiteral("off"), &ToySettings::on);
        QVERIFY(problemsOf(unknown).contains(QStringLiteral("binds \"off\", which the file does not declare")));
        Toy kind = boundBut(QStringLiteral("count"));
        kind.bind(QStringLiteral("count"), &ToySettings::on);
        QVERIFY(problemsOf(kind).contains(
            QStringLiteral("\"count\" is declared integer but bound to a member of kind flag")));
        Toy twoRanges = boundBut(QStringLiteral("count"));
        twoRanges.bind(QStringLiteral("count"), &ToySettings::count, 0, 5);
        QVERIFY(problemsOf(twoRanges).contains(QStringLiteral("range both in the file and in C++")));
        Toy noRange = boundBut(QStringLiteral("ratio"));
        noRange.bind(QStringLiteral("ratio"), &ToySettings::ratio);
        QVERIFY(problemsOf(noRange).contains(QStringLiteral("\"ratio\" has no range")));
        Toy names = boundBut(QStringLiteral("metric"));
        names.bind(QStringLiteral("metric"), &ToySettings::metric,
                   {core::Metric::Cosine, core::Metric::Dot, core::Metric::Euclidean}, &core::metricName);
        QVERIFY(problemsOf(names).contains(QStringLiteral("declares the choices dot,cosine,euclidean, the core names "
                                                          "them cosine,dot,euclidean")));
        Toy count = boundBut(QStringLiteral("metric"));
        count.bind(QStringLiteral("metric"), &ToySettings::metric, {core::Metric::Dot, core::Metric::Cosine});
        QVERIFY(problemsOf(count).contains(QStringLiteral("\"metric\" declares 3 choices, C++ binds 2")));
    }
};

QTEST_MAIN(TestViewDeclarations)
#include "test_viewdeclarations.moc"
