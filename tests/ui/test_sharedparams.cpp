// The shared parameters (d, n, L, the layout, the position, the embeddings) are declared once in
// ui/framework/sharedparams.cpp: every declared parameter is checked here to reach the command
// line and its --help, session files, the remembered settings, the side-by-side carry-over, the
// Parameters dock and the presentation bar, with the names earlier versions wrote.

#include "uitest.h"

#include "ui/framework/animation.h"
#include "ui/framework/options.h"
#include "ui/framework/session.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/view.h"
#include "ui/framework/viewregistry.h"
#include "ui/widgets/logslider.h"
#include "ui/widgets/parameterpanel.h"

#include <QCommandLineParser>
#include <QDoubleSpinBox>
#include <QJsonDocument>
#include <QJsonObject>

#include <cmath>

using namespace pe;
using namespace pe::ui;
using Kind = shared::Parameter::Kind;

namespace {

/// A value of `p` other than its default, inside its range: the geometric middle of a number's
/// range (a real to 3 digits, as a spin box shows it), the last choice.
core::EncodingParams otherValue(const shared::Parameter& p)
{
    core::EncodingParams params;
    double v = p.get(params);
    if (p.kind == Kind::Choice)
        v = static_cast<double>(p.choices.size() - 1);
    else if (p.kind == Kind::Integer)
        v = std::round(std::sqrt(p.minimum * p.maximum));
    else
        v = QString::number(std::sqrt(std::max(p.minimum, 1.5) * p.maximum), 'g', 3).toDouble();
    p.set(params, v);
    return params;
}

} // namespace

class TestSharedParams : public QObject {
    Q_OBJECT

private slots:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    // The names are interfaces: command lines, session files and settings files written by
    // earlier versions use them.
    void theNamesAreThoseEarlierVersionsWrote()
    {
        QStringList keys;
        QStringList remembered;
        for (const shared::Parameter& p : shared::parameters()) {
            keys << p.key;
            if (!p.remembered.isEmpty())
                remembered << p.remembered;
        }
        QCOMPARE(keys,
                 (QStringList{QStringLiteral("d"), QStringLiteral("base"), QStringLiteral("length"),
                              QStringLiteral("layout"), QStringLiteral("position"), QStringLiteral("embeddings")}));
        QCOMPARE(remembered, (QStringList{QStringLiteral("params/d"), QStringLiteral("params/n"),
                                          QStringLiteral("params/L"), QStringLiteral("params/layout")}));
        QCOMPARE(shared::bySymbol(QStringLiteral("n"))->key, QStringLiteral("base"));
        // No other option, and no view's setting, takes one of these names.
        QStringList names;
        for (const QCommandLineOption& o : options::sharedOptions())
            names << o.names();
        for (const QString& key : keys)
            QVERIFY2(names.count(key) == 1, qPrintable(key));
        for (const ViewDescriptor* type : viewTypes())
            for (const QString& key : keys)
                QVERIFY2(!type->setting(key), qPrintable(type->id + QLatin1Char(' ') + key));
    }

    void everyParameterIsInTheHelpWithItsRangeAndDefault()
    {
        QCommandLineParser parser;
        options::setUpParser(parser);
        const QString help = parser.helpText();
        const QList<QCommandLineOption> shared = options::sharedOptions();
        for (const shared::Parameter& p : shared::parameters()) {
            // QCommandLineParser lists a one-letter option as -d.
            const QString dashes = p.key.size() == 1 ? QStringLiteral("-") : QStringLiteral("--");
            QVERIFY2(help.contains(dashes + p.key + QStringLiteral(" <")), qPrintable(p.key));
            const auto option = std::find_if(shared.begin(), shared.end(), [&](const QCommandLineOption& o) {
                return o.names() == QStringList{p.key};
            });
            QVERIFY2(option != shared.end(), qPrintable(p.key));
            QCOMPARE(option->description(), p.helpText());
            if (p.kind == Kind::Integer || p.kind == Kind::Real)
                QVERIFY2(p.helpText().contains(p.defaultText()), qPrintable(p.helpText()));
            if (p.kind == Kind::Choice)
                for (const QString& choice : p.choices)
                    QVERIFY2(p.helpText().contains(choice), qPrintable(p.helpText()));
        }
        QCOMPARE(shared::find(QStringLiteral("d"))->helpText(),
                 QStringLiteral("Dimension d, 1 to 8192 (default 512)."));
        QCOMPARE(shared::find(QStringLiteral("base"))->helpText(),
                 QStringLiteral("Base n, greater than 1, at most 1e9 (default 10000)."));
    }

    /// Every option once: a view's setting named as a shared option (the heatmap's --transpose)
    /// made QCommandLineParser warn "already having an option" on every start and lesson step.
    void theParserHasEachOptionOnce()
    {
        static QStringList warnings;
        warnings.clear();
        const QtMessageHandler previous = qInstallMessageHandler(
            [](QtMsgType, const QMessageLogContext&, const QString& message) { warnings << message; });
        QCommandLineParser parser;
        options::setUpParser(parser);
        qInstallMessageHandler(previous);
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(QLatin1Char('\n'))));
        QVERIFY(parser.parse({QStringLiteral("pe-explorer"), QStringLiteral("--transpose")}));
        QVERIFY(parser.isSet(QStringLiteral("transpose")));
    }

    void everyParameterIsReadFromTheCommandLine()
    {
        for (const shared::Parameter* p : shared::encodingParameters()) {
            const core::EncodingParams wanted = otherValue(*p);
            options::Request r;
            QCOMPARE(options::parseArguments({QStringLiteral("--") + p->key, p->text(wanted)}, &r), QString());
            QVERIFY(r.paramsGiven);
            QCOMPARE(r.params, wanted);
            // A value that is not one is refused, naming the option.
            QVERIFY(options::parseArguments({QStringLiteral("--") + p->key, QStringLiteral("x1")}, &r)
                        .startsWith(QStringLiteral("--") + p->key + QLatin1Char(':')));
        }
    }

    void everyParameterGoesToTheSecondPane()
    {
        for (const shared::Parameter* p : shared::encodingParameters()) {
            const QString value = p->text(otherValue(*p));
            const QStringList second = options::splitArguments(
                {QStringLiteral("--") + p->key, value, QStringLiteral("--split"), QStringLiteral("--view clock")});
            QVERIFY2(second.contains(QStringLiteral("--%1=%2").arg(p->key, value)),
                     qPrintable(second.join(QLatin1Char(' '))));
        }
        const QStringList second = options::splitArguments(
            {QStringLiteral("--position"), QStringLiteral("7"), QStringLiteral("--split"), QStringLiteral("--d 8")});
        QVERIFY(second.contains(QStringLiteral("--position=7")));
    }

    void everyNumberCanBeAnimated()
    {
        const ViewDescriptor& heatmap = *findViewType(QStringLiteral("heatmap"));
        QVERIFY(animation::sharedParameters().contains(QStringLiteral("position")));
        for (const shared::Parameter* p : shared::encodingParameters()) {
            if (p->kind == Kind::Choice)
                continue;
            QVERIFY2(animation::sharedParameters().contains(p->key), qPrintable(p->key));
            const core::EncodingParams to = otherValue(*p);
            animation::Sweep sweep;
            sweep.parameter = p->key;
            sweep.from = p->get(core::EncodingParams{});
            sweep.to = p->get(to);
            sweep.frames = 3;
            QCOMPARE(animation::checkSweep(sweep, heatmap, {}, 0, {}, false), QString());
            const animation::FrameState last = animation::frameState(sweep, heatmap, 2, {}, 0, {});
            QCOMPARE(last.params, to);
            // The middle frame: the geometric mean of a logarithmic parameter, else the arithmetic one.
            const double middle = p->get(animation::frameState(sweep, heatmap, 1, {}, 0, {}).params);
            const double expected = p->logarithmic ? std::sqrt(sweep.from * sweep.to) : (sweep.from + sweep.to) / 2;
            QVERIFY2(std::abs(middle - expected) <= (p->kind == Kind::Integer ? 0.5 : 1e-9 * expected),
                     qPrintable(p->key));
        }
    }

    void everyParameterRoundTripsThroughASession()
    {
        for (const shared::Parameter* p : shared::encodingParameters()) {
            Session s;
            s.params = otherValue(*p);
            const QByteArray json = session::toJson(s);
            const QJsonObject params =
                QJsonDocument::fromJson(json).object().value(QStringLiteral("params")).toObject();
            QVERIFY2(params.contains(p->key), json.constData());
            QString error;
            const std::optional<Session> back = session::fromJson(json, QStringLiteral("test"), &error);
            QVERIFY2(back, qPrintable(error));
            QCOMPARE(back->params, s.params);
        }
        // A file written by an earlier version still loads, with the same values.
        const QByteArray old = R"({"format": "pe-explorer-session", "version": 1, "view": "heatmap",
            "params": {"d": 64, "base": 100, "length": 30, "layout": "concatenated"}, "position": 3})";
        QString error;
        const std::optional<Session> s = session::fromJson(old, QStringLiteral("old"), &error);
        QVERIFY2(s, qPrintable(error));
        QCOMPARE(s->params, core::EncodingParams{}.withDim(64).withBase(100).withLength(30).withLayout(
                                core::Layout::Concatenated));
        QCOMPARE(s->position, 3L);
        // A bad value is named by its key.
        QVERIFY(!session::fromJson(QByteArray(old).replace("\"d\": 64", "\"d\": 6.5"), QStringLiteral("old"), &error));
        QVERIFY2(error.contains(QStringLiteral("params.d")), qPrintable(error));
    }

    void everyParameterIsRemembered()
    {
        for (const shared::Parameter* p : shared::encodingParameters()) {
            const core::EncodingParams wanted = otherValue(*p);
            {
                Settings settings;
                settings.setParams(wanted);
                settings.sync();
            }
            QCOMPARE(Settings().params(), wanted);
            QVERIFY(QSettings(QStringLiteral("pe-explorer"), QStringLiteral("pe-explorer")).contains(p->remembered));
        }
        // A remembered value out of range gives the defaults back.
        QSettings(QStringLiteral("pe-explorer"), QStringLiteral("pe-explorer"))
            .setValue(shared::find(QStringLiteral("d"))->remembered, 0);
        QCOMPARE(Settings().params(), core::EncodingParams{});
    }

    void everyParameterHasAControlThatFollowsTheState()
    {
        AppState state;
        ParameterPanel panel(&state);
        ParameterPanel bar(&state, nullptr, ParameterPanel::Arrangement::Row);
        for (const shared::Parameter* p : shared::encodingParameters()) {
            const core::EncodingParams wanted = otherValue(*p);
            const double v = p->get(wanted);
            state.setParams({});
            if (p->kind == Kind::Choice) {
                auto* box = test::part<QComboBox>(&panel, p->widget + QStringLiteral("Box"));
                QVERIFY2(box, qPrintable(p->key));
                box->setCurrentIndex(box->findData(static_cast<int>(v)));
                QVERIFY(!test::part<QComboBox>(&bar, p->widget + QStringLiteral("Box"))->isVisibleTo(&bar));
            } else {
                QVERIFY2(test::part<LogSlider>(&panel, p->widget + QStringLiteral("Slider")), qPrintable(p->key));
                auto* spin = test::part<QAbstractSpinBox>(&panel, p->widget + QStringLiteral("Spin"));
                QVERIFY2(spin, qPrintable(p->key));
                if (auto* integer = qobject_cast<QSpinBox*>(spin))
                    integer->setValue(static_cast<int>(v));
                else
                    qobject_cast<QDoubleSpinBox*>(spin)->setValue(v);
                // The presentation bar has it too, and follows the state.
                auto* barSpin = test::part<QAbstractSpinBox>(&bar, p->widget + QStringLiteral("Spin"));
                QVERIFY(barSpin && barSpin->isVisibleTo(&bar));
                QCOMPARE(barSpin->text(), spin->text());
            }
            QCOMPARE(state.params(), wanted);
        }
    }

    void captionsComeFromTheDeclaration()
    {
        QCOMPARE(shared::caption(core::EncodingParams{}), QStringLiteral("d = 512, n = 10000, L = 100"));
        QCOMPARE(shared::caption(core::EncodingParams{}.withBase(1.5), QStringLiteral("  ")),
                 QStringLiteral("d = 512  n = 1.5  L = 100"));
    }
};

QTEST_MAIN(TestSharedParams)
#include "test_sharedparams.moc"
