// The translations: the catalogues are complete and in step with the sources, each translation
// keeps its source's placeholders, mnemonics and HTML tags, every text the app asks to translate
// is in the catalogue under the context it asks with, the lessons and the views' data files are
// translated, no literal bypasses tr(), and View > Language rebuilds the window in the chosen
// language.

#include "../ui/uitest.h"
#include "catalogue.h"
#include "sourcescan.h"

#include "ui/framework/language.h"
#include "ui/framework/lessons.h"
#include "ui/framework/options.h"
#include "ui/framework/presets.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/shell/windowhost.h"

#include <QAbstractButton>
#include <QCommandLineParser>
#include <QLabel>
#include <QMenuBar>
#include <QProcess>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTranslator>

using namespace pe::ui;
using namespace pe::i18n;

namespace {

const QString kRoot = QStringLiteral(PE_SOURCE_DIR);
const QStringList kCatalogues = {QStringLiteral("resources/translations/pe-explorer_fr.ts"),
                                 QStringLiteral("resources/translations/pe-explorer_zh_CN.ts")};
const QString kFix = QStringLiteral("run scripts/update-translations.sh, translate what it marks unfinished, and "
                                    "see docs/manual.md, section Languages");

using Key = QPair<QString, QString>; // context, source

QSet<Key> keys(const QList<Message>& messages)
{
    QSet<Key> out;
    for (const Message& m : messages)
        out.insert({m.context, m.source});
    return out;
}

QString listed(QList<Key> list)
{
    std::sort(list.begin(), list.end());
    QStringList lines;
    for (const Key& k : list)
        lines << QStringLiteral("  [%1] \"%2\"")
                     .arg(k.first, QString(k.second).replace(QLatin1Char('\n'), QLatin1String("\\n")));
    return lines.join(QLatin1Char('\n'));
}

/// Remembers every (context, text) the application asks to translate; translates nothing, so
/// that the next translator answers.
class Recorder : public QTranslator {
public:
    QSet<Key> asked;
    QString translate(const char* context, const char* source, const char*, int) const override
    {
        if (context && source && *source)
            const_cast<Recorder*>(this)->asked.insert({QString::fromUtf8(context), QString::fromUtf8(source)});
        return {};
    }
    bool isEmpty() const override { return false; }
};

/// The mnemonic letters (Alt+letter) of the window's visible buttons and labels with a buddy
/// while `view` is current, with the texts that use them.
QMap<QChar, QStringList> windowMnemonics(MainWindow* window)
{
    QMap<QChar, QStringList> out;
    const auto add = [&](const QString& text) {
        const QKeySequence key = QKeySequence::mnemonic(text);
        if (!key.isEmpty())
            out[key.toString().back().toUpper()] << text;
    };
    for (QLabel* l : window->findChildren<QLabel*>())
        if (l->isVisible() && l->buddy())
            add(l->text());
    for (QAbstractButton* b : window->findChildren<QAbstractButton*>())
        if (b->isVisible())
            add(b->text());
    return out;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void cataloguesAreCompleteAndFaithful()
    {
        QStringList problems;
        for (const QString& name : kCatalogues) {
            QString error;
            const QList<Message> messages = readCatalogue(QDir(kRoot).filePath(name), &error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY2(messages.size() > 800, qPrintable(name));
            for (const Message& m : messages)
                if (const QString p = problem(m); !p.isEmpty())
                    problems << QStringLiteral("%1: [%2] \"%3\": %4").arg(name, m.context, m.source, p);
        }
        QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 translation(s) to fix (%2):\n%3")
                                                    .arg(problems.size())
                                                    .arg(kFix, problems.join(QLatin1Char('\n')))));
    }

    void theCheckCatchesWhatItShould()
    {
        QCOMPARE(problem({QStringLiteral("c"), QStringLiteral("&File"), QStringLiteral("&Fichier"), {}}), QString());
        QVERIFY(!problem({QStringLiteral("c"), QStringLiteral("&File"), QStringLiteral("Fichier"), {}}).isEmpty());
        QVERIFY(!problem({QStringLiteral("c"), QStringLiteral("%1 of %2"), QStringLiteral("%1 sur"), {}}).isEmpty());
        QVERIFY(!problem({QStringLiteral("c"), QStringLiteral("<b>%1</b>"), QStringLiteral("%1"), {}}).isEmpty());
        QVERIFY(
            !problem({QStringLiteral("c"), QStringLiteral("x"), QString(), QStringLiteral("unfinished")}).isEmpty());
        QVERIFY(!problem({QStringLiteral("c"), QStringLiteral("x"), QStringLiteral("y"), QStringLiteral("vanished")})
                     .isEmpty());
        QCOMPARE(mnemonics(QStringLiteral("a &nbsp; b && c &D")), 1);
        QCOMPARE(placeholders(QStringLiteral("%L1 and %2, %1")),
                 (QStringList{QStringLiteral("%1"), QStringLiteral("%2")}));
    }

    /// lupdate over today's sources finds exactly the catalogue's texts: nothing new untranslated,
    /// nothing gone still listed.
    void cataloguesAreInStepWithTheSources()
    {
        QTemporaryDir dir;
        const QString fresh = dir.filePath(QStringLiteral("fresh_fr.ts"));
        QProcess lupdate;
        lupdate.setWorkingDirectory(kRoot);
        lupdate.start(QStringLiteral(PE_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-I"), QStringLiteral("."),
                       QStringLiteral("-recursive"), QStringLiteral("ui"), QStringLiteral("app"),
                       QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-ts"), fresh});
        QVERIFY(lupdate.waitForFinished(120000));
        QCOMPARE(lupdate.exitCode(), 0);
        QString error;
        const QSet<Key> sources = keys(readCatalogue(fresh, &error));
        QVERIFY2(error.isEmpty(), qPrintable(error));
        for (const QString& name : kCatalogues) {
            const QSet<Key> catalogue = keys(readCatalogue(QDir(kRoot).filePath(name), &error));
            const QList<Key> missing = (sources - catalogue).values();
            const QList<Key> gone = (catalogue - sources).values();
            QVERIFY2(missing.isEmpty(), qPrintable(QStringLiteral("%1 lacks %2 text(s) of the sources (%3):\n%4")
                                                       .arg(name)
                                                       .arg(missing.size())
                                                       .arg(kFix, listed(missing))));
            QVERIFY2(gone.isEmpty(),
                     qPrintable(QStringLiteral("%1 still lists %2 text(s) no longer in the sources (%3):\n%4")
                                    .arg(name)
                                    .arg(gone.size())
                                    .arg(kFix, listed(gone))));
        }
    }

    /// What the application really asks for, with the context it really uses, while it builds the
    /// window, draws every view, sets up the command line and runs the lessons: all of it is in
    /// the catalogue (a tr() whose context lupdate files elsewhere would never be translated).
    void everyTextAskedForIsInTheCatalogue()
    {
        QString error;
        const QSet<Key> catalogue = keys(readCatalogue(QDir(kRoot).filePath(kCatalogues[0]), &error));
        QVERIFY(language::install(QStringLiteral("fr")));
        Recorder recorder;
        QCoreApplication::installTranslator(&recorder);
        {
            test::Window w;
            for (View* v : w.window.views())
                QVERIFY2(w.show<View>(v->id()), qPrintable(v->id()));
            // An odd d: the views that need pairs say why they cannot draw.
            w.state.setParams(pe::core::EncodingParams{}.withDim(7).withBase(10000).withLength(50));
            for (View* v : w.window.views())
                QVERIFY2(w.show<View>(v->id()), qPrintable(v->id()));
            QCommandLineParser parser;
            options::setUpParser(parser);
            parser.helpText();
            // Messages of bad command lines, from the framework and from the views' own checks.
            const std::vector<std::vector<const char*>> bad = {
                {"--d", "0"},
                {"--position", "500"},
                {"--size", "big"},
                {"--lang", "de"},
                {"--view", "nope"},
                {"--view", "compare", "--schemes", "foo"},
                {"--lesson", "nope"},
                {"--preset", "nope"},
                {"--view", "compare", "--schemes", "rope,rope"},

                {"--view", "t5", "--buckets", "1"},
                {"--view", "alibi", "--heads", "0"},
                {"--view", "fourier", "--train-length", "0"},
                {"--view", "waves", "--dims", "0,999"},
                {"--view", "inspector", "--sentence", ""},
                {"--export", "x.gif"},
            };
            for (const auto& words : bad) {
                QStringList args;
                for (const char* w : words)
                    args << QString::fromLatin1(w);
                const QStringList full = QStringList{QStringLiteral("pe-explorer")} + args;
                QString errors[4];
                options::languageArgument(full, &errors[0]);
                lessons::Start start;
                lessons::expand(full, &start, &errors[1]);
                QCommandLineParser p;
                options::setUpParser(p);
                options::Request r;
                if (p.parse(presets::expand(full, &errors[2])))
                    errors[3] = options::parseRequest(p, &r);
                const QString error = errors[0] + errors[1] + errors[2] + errors[3];
                QVERIFY2(!error.isEmpty(), qPrintable(args.join(QLatin1Char(' '))));
            }
            for (const Lesson& lesson : lessons::all())
                for (std::size_t i = 0; i < lesson.steps.size(); ++i) {
                    w.window.startLesson(lesson, static_cast<int>(i), false);
                    QVERIFY(test::waitIdle(w.controller));
                }
        }
        QCoreApplication::removeTranslator(&recorder);
        language::install(QStringLiteral("en"));
        static const QRegularExpression qtContext(QStringLiteral("^Q[A-Z]"));
        QList<Key> missing;
        for (const Key& k : recorder.asked)
            if ((!qtContext.match(k.first).hasMatch() || k.first == QLatin1String("QObject")) && !catalogue.contains(k))
                missing << k;
        QVERIFY2(recorder.asked.size() > 300, qPrintable(QString::number(recorder.asked.size())));
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("%1 text(s) asked for under a context the catalogue does not have them in "
                                           "(a tr() helper whose context differs from the one lupdate gives it?):\n%2")
                                .arg(missing.size())
                                .arg(listed(missing))));
    }

    /// A translation adds no clash of Alt+letter mnemonics in any view: two controls of the
    /// window sharing a letter where the English does not.
    void translationsAddNoMnemonicClashes()
    {
        QMap<QString, int> english; // view -> clashes
        QStringList problems;
        for (const QString& code : {QStringLiteral("en"), QStringLiteral("fr"), QStringLiteral("zh")}) {
            QVERIFY(language::install(code));
            test::Window w;
            for (View* v : w.window.views()) {
                QVERIFY(w.show<View>(v->id()));
                int clashes = 0;
                QStringList texts;
                const QMap<QChar, QStringList> letters = windowMnemonics(&w.window);
                for (auto it = letters.cbegin(); it != letters.cend(); ++it)
                    if (it.value().size() > 1) {
                        clashes += static_cast<int>(it.value().size()) - 1;
                        texts << it.value().join(QStringLiteral(" / "));
                    }
                if (code == QLatin1String("en"))
                    english[v->id()] = clashes;
                else if (clashes > english.value(v->id()))
                    problems << QStringLiteral("%1, view %2: %3").arg(code, v->id(), texts.join(QStringLiteral("; ")));
            }
        }
        language::install(QStringLiteral("en"));
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    void everyLessonIsTranslated()
    {
        QStringList problems;
        for (const Lesson& lesson : lessons::all()) {
            QList<const TranslatedText*> texts{&lesson.title};
            for (const LessonStep& s : lesson.steps) {
                texts << &s.text;
                if (!s.question.isEmpty())
                    texts << &s.question;
            }
            for (const TranslatedText* t : texts)
                for (const QString& code : {QStringLiteral("fr"), QStringLiteral("zh")})
                    if (t->translations.value(code).trimmed().isEmpty())
                        problems << QStringLiteral("%1: \"%2\" has no %3 version (key_%3)")
                                        .arg(lesson.name, t->english, code);
        }
        QVERIFY(!lessons::all().empty());
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // The lesson reads in the interface language, English as the fallback.
        const Lesson& first = lessons::all().front();
        QVERIFY(language::install(QStringLiteral("zh")));
        QCOMPARE(first.title.toString(), first.title.translations.value(QStringLiteral("zh")));
        QVERIFY(language::install(QStringLiteral("en")));
        QCOMPARE(first.title.toString(), first.title.english);
    }

    /// Every text of the views' data files (ui/views/<name>/<name>.json: titles, summaries, the
    /// settings' labels, help and choices, the extra CSV outputs, the presets) has its French and
    /// Chinese version, faithful to the English as the catalogue's are; the window, --help and the
    /// presets read them in the interface language.
    void everyViewIsTranslated()
    {
        QStringList problems;
        for (const ViewDescriptor* type : viewTypes()) {
            QList<QPair<QString, const TranslatedText*>> texts{{QStringLiteral("title"), &type->title},
                                                               {QStringLiteral("summary"), &type->summary}};
            for (const SettingInfo& s : type->settings) {
                texts << qMakePair(s.key + QLatin1String(" label"), &s.label)
                      << qMakePair(s.key + QLatin1String(" help"), &s.help);
                for (std::size_t i = 0; i < s.choiceLabels.size(); ++i)
                    texts << qMakePair(s.key + QLatin1Char(' ') + s.choices.value(static_cast<qsizetype>(i)),
                                       &s.choiceLabels[i]);
            }
            for (const ExtraCsv& e : type->extraCsv)
                texts << qMakePair(e.option, &e.help);
            for (const Preset& p : type->presets)
                texts << qMakePair(QStringLiteral("preset ") + p.id, &p.title);
            for (const auto& [where, text] : texts)
                for (const QString& code : {QStringLiteral("fr"), QStringLiteral("zh")}) {
                    const QString translation = text->translations.value(code);
                    const QString p = translation.trimmed().isEmpty()
                                          ? QStringLiteral("no %1 version (key_%1)").arg(code)
                                          : problem({type->id, text->english, translation, {}});
                    if (!p.isEmpty())
                        problems << QStringLiteral("ui/views/%1/%1.json, %2, %3: %4").arg(type->id, where, code, p);
                }
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
        // They read in the interface language, English as the fallback.
        const ViewDescriptor* first = viewTypes().front();
        QVERIFY(language::install(QStringLiteral("fr")));
        QCOMPARE(first->translatedTitle(), first->title.translations.value(QStringLiteral("fr")));
        QCOMPARE(first->settings.front().translatedHelp(),
                 first->settings.front().help.translations.value(QStringLiteral("fr")));
        QVERIFY(language::install(QStringLiteral("en")));
        QCOMPARE(first->translatedTitle(), first->title.english);
    }

    void noLiteralBypassesTr()
    {
        const QStringList bad = untranslatedLiterals(
            QStringLiteral("a->setText(QStringLiteral(\"Hello world\"));\n"
                           "QMessageBox::warning(this, QStringLiteral(\"Oops\"), m);\n"
                           "auto* l = new QLabel(QStringLiteral(\"Dimension\"), this);\n"
                           "menu->addAction(\"Quit\", this, &X::quit);\n"
                           "b->setText(tr(\"Hello\"));\n"
                           "c->setText(QStringLiteral(\"<b>%1</b>\").arg(x));\n"
                           "d->setToolTip(QStringLiteral(\"kept\")); // i18n: not translated (test)\n"),
            QStringLiteral("sample.cpp"));
        QCOMPARE(bad.size(), 4);
        QVERIFY(bad[0].startsWith(QLatin1String("sample.cpp:1:")));
        int files = 0;
        const QStringList found = scanSources(kRoot, &files);
        QVERIFY2(files > 100, qPrintable(QString::number(files)));
        QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("user-visible literals not in tr() (wrap them, or mark a "
                                                            "deliberate one with // %1 (why)):\n%2")
                                                 .arg(kExemption, found.join(QLatin1Char('\n')))));
    }

    /// View > Language: the window is built again in the language, which is remembered.
    void languageMenuRebuildsTheWindow()
    {
        AppState state;
        Controller controller(&state);
        Settings settings;
        WindowHost host(&state, &controller, &settings);
        host.window()->show();
        state.setParams(pe::core::EncodingParams{}.withDim(64).withBase(10000).withLength(50));
        const auto choose = [&](const QString& name) {
            for (QAction* top : host.window()->menuBar()->actions())
                for (QAction* a : top->menu()->actions())
                    if (a->menu())
                        for (QAction* item : a->menu()->actions())
                            if (item->text() == name) {
                                item->trigger();
                                return true;
                            }
            return false;
        };
        MainWindow* before = host.window();
        QVERIFY(choose(QStringLiteral("Français")));
        QTRY_VERIFY(host.window() != before);
        QCOMPARE(settings.value(Settings::language), QStringLiteral("fr"));
        QCOMPARE(language::current(), QStringLiteral("fr"));
        QCOMPARE(host.window()->menuBar()->actions().first()->text(), QStringLiteral("&Fichier"));
        auto* tabs = host.window()->findChild<QTabWidget*>(); // the left pane's tabs (side by side)
        QVERIFY(tabs);
        QCOMPARE(tabs->tabText(0), QStringLiteral("Matrice PE"));
        QCOMPARE(state.params().dim, 64); // the state carried over
        QVERIFY(host.window()->isVisible());
        before = host.window();
        QVERIFY(choose(QStringLiteral("中文")));
        QTRY_VERIFY(host.window() != before);
        QCOMPARE(host.window()->menuBar()->actions().first()->text(), QStringLiteral("文件(&F)"));
        before = host.window();
        QVERIFY(choose(QStringLiteral("English")));
        QTRY_VERIFY(host.window() != before);
        QCOMPARE(host.window()->menuBar()->actions().first()->text(), QStringLiteral("&File"));
        QCOMPARE(settings.value(Settings::language), QStringLiteral("en"));
    }

    void localeAndArgumentPickTheLanguage()
    {
        QCOMPARE(language::fromLocale(QLocale(QStringLiteral("fr_CA"))), QStringLiteral("fr"));
        QCOMPARE(language::fromLocale(QLocale(QStringLiteral("zh_TW"))), QStringLiteral("zh"));
        QCOMPARE(language::fromLocale(QLocale(QStringLiteral("de_DE"))), QStringLiteral("en"));
        QString error;
        QCOMPARE(options::languageArgument({QStringLiteral("pe"), QStringLiteral("--lang=zh")}, &error),
                 QStringLiteral("zh"));
        QVERIFY(error.isEmpty());
        QCOMPARE(options::languageArgument({QStringLiteral("pe"), QStringLiteral("--view")}, &error), QString());
        QVERIFY(error.isEmpty());
        options::languageArgument({QStringLiteral("pe"), QStringLiteral("--lang"), QStringLiteral("de")}, &error);
        QVERIFY(error.contains(QLatin1String("'de'")));
        QVERIFY(!language::install(QStringLiteral("de")));
    }
};

QTEST_MAIN(TestTranslations)
#include "test_translations.moc"
