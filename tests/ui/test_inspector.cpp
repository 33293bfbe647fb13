// The formula inspector follows the position, its table and sentence; the heatmap opens it;
// the Presets menu and --preset share one table and one parser.

#include "uitest.h"

#include <algorithm>
#include <memory>

#include "ui/framework/appstate.h"
#include "ui/framework/controller.h"
#include "ui/framework/presets.h"
#include "ui/framework/settings.h"
#include "ui/framework/viewregistry.h"
#include "ui/shell/mainwindow.h"
#include "ui/shell/textsize.h"
#include "ui/views/heatmap/heatmapview.h"
#include "ui/views/inspector/inspectorfigure.h"
#include "ui/views/inspector/inspectorview.h"
#include "ui/widgets/sectionstack.h"

#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSpinBox>
#include <QTableView>
#include <QTest>
#include <qcustomplot.h>

using namespace pe;
using namespace pe::ui;

class TestInspector : public QObject {
    Q_OBJECT
private:
    std::unique_ptr<test::Window> m_fixture;
    AppState* m_state = nullptr;
    Controller* m_controller = nullptr;
    MainWindow* m_window = nullptr;
    InspectorView* m_view = nullptr;

    QString cell(const QAbstractItemModel* model, int row, int column)
    {
        return model->data(model->index(row, column), Qt::DisplayRole).toString();
    }

    // The parts the user sees, found by objectName.
    QSpinBox* positionSpin() const { return test::part<QSpinBox>(m_view, "positionSpin"); }
    QTableView* table(const char* name) const { return test::part<QTableView>(m_view, name); }
    const QAbstractItemModel* rows() const { return table("rowsTable")->model(); }
    const QAbstractItemModel* divisors() const { return table("divisorTable")->model(); }
    const SentenceModel* sentenceModel() const
    {
        return qobject_cast<const SentenceModel*>(table("sentenceTable")->model());
    }
    QString formulaText() const { return test::part<QLabel>(m_view, "formula")->text(); }
    int selectedDim() const { return m_view->settingText(QStringLiteral("inspect-dim")).toInt(); }
    /// The position the view shows, read from its caption ("…, t = 10,000,000").
    long shownPosition() const
    {
        const QString caption = m_view->caption();
        QString digits;
        for (QChar c : caption.mid(caption.lastIndexOf(QLatin1String("t = ")) + 4))
            if (c.isDigit())
                digits += c;
        return digits.toLong();
    }

    QAction* menuAction(const QString& menuTitle, const QString& text)
    {
        for (QAction* top : m_window->menuBar()->actions())
            if (top->text() == menuTitle && top->menu())
                for (QAction* a : top->menu()->actions())
                    if (a->text() == text)
                        return a;
        return nullptr;
    }

private Q_SLOTS:
    void init()
    {
        m_fixture = std::make_unique<test::Window>(core::EncodingParams{}.withDim(8).withBase(10000.0).withLength(10));
        m_state = &m_fixture->state;
        m_controller = &m_fixture->controller;
        m_window = &m_fixture->window;
        m_view = m_fixture->show<InspectorView>(QStringLiteral("inspector"));
        QVERIFY(m_view);
    }

    void cleanup() { m_fixture.reset(); }

    void workedExampleFollowsThePositionSpin()
    {
        positionSpin()->setValue(3);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->position(), 3);
        QCOMPARE(shownPosition(), 3L);
        const QAbstractItemModel* model = rows();
        QCOMPARE(model->rowCount(), 8);
        const char* values[8] = {"0.1411", "-0.9900", "0.2955", "0.9553", "0.0300", "0.9996", "0.0030", "1.0000"};
        const char* divisorTexts[8] = {"1", "1", "10", "10", "100", "100", "1000", "1000"};
        for (int j = 0; j < 8; ++j) {
            QCOMPARE(cell(model, j, InspectorRowsModel::Value), QString::fromLatin1(values[j]));
            QCOMPARE(cell(model, j, InspectorRowsModel::Divisor), QString::fromLatin1(divisorTexts[j]));
            QCOMPARE(cell(model, j, InspectorRowsModel::Function),
                     j % 2 ? QStringLiteral("cos") : QStringLiteral("sin"));
        }
        QCOMPARE(divisors()->rowCount(), 4);
        QCOMPARE(cell(divisors(), 3, DivisorModel::Divisor), QStringLiteral("1000"));
        QVERIFY(formulaText().contains(QLatin1String("0.1411")));
    }

    void tablesShowEveryColumnOrTakeTurns()
    {
        // Side by side while both tables show every column; on a narrow window one whole table at
        // a time under tabs, never a table that scrolls sideways (its argument and value cut).
        m_state->setParams(core::EncodingParams{}.withDim(512).withBase(10000.0).withLength(100));
        QVERIFY(test::waitIdle(*m_controller));
        auto* tables = test::part<SectionStack>(m_view, "inspectorTables");
        const auto wholeTables = [this] {
            for (const char* name : {"rowsTable", "divisorTable"})
                if (QTableView* t = table(name); t->isVisible() && t->horizontalScrollBar()->maximum() > 0)
                    return false;
            return true;
        };
        m_window->resize(1900, 1000);
        QTRY_VERIFY(!tables->isTabbed() && table("rowsTable")->isVisible() && table("divisorTable")->isVisible());
        QTRY_VERIFY(wholeTables());
        m_window->resize(1150, 1000);
        QTRY_VERIFY(tables->isTabbed());
        QVERIFY(table("rowsTable")->isVisible() != table("divisorTable")->isVisible());
        QTRY_VERIFY(wholeTables());
        tables->setCurrentSection(1);
        QTRY_VERIFY(table("divisorTable")->isVisible() && !table("rowsTable")->isVisible());
        QTRY_VERIFY(wholeTables());
        // At every width, the rows table's headers in one line only where they fit: measured as
        // the header measures them (bold), the last column at least its default size. (A plain
        // font said they fitted within some 30 px too wide: French at 1600 x 1000 at 150 % cut
        // the value column.)
        tables->setCurrentSection(0);
        int oneLine = 0;
        for (int width = 1000; width <= 1500; width += 10) {
            m_window->resize(width, 1000);
            QTRY_VERIFY(!tables->isTabbed() || table("rowsTable")->isVisible());
            QTRY_VERIFY2(wholeTables(), qPrintable(QStringLiteral("window %1 px wide").arg(width)));
            oneLine +=
                rows()->headerData(InspectorRowsModel::Divisor, Qt::Horizontal).toString().contains(QLatin1Char('\n'))
                    ? 0
                    : 1;
        }
        QVERIFY(oneLine > 0); // where the table holds them, they take one line
    }

    void columnsFitTheirNumbersAtAnyTextSize()
    {
        // The columns were fitted once per shape of the table, whatever its font: after Ctrl++
        // the divisors read "1,…" and the headers "iviseur".
        m_state->setParams(core::EncodingParams{}.withDim(512).withBase(10000.0).withLength(100));
        QVERIFY(test::waitIdle(*m_controller));
        const auto fitted = [this] {
            QTableView* t = table("rowsTable");
            const auto* model = static_cast<const InspectorRowsModel*>(t->model());
            const QHeaderView* header = t->horizontalHeader();
            for (int c = 0; c < model->columnCount() - 1; ++c) // (the last one stretches)
                if (!header->isSectionHidden(c) &&
                    header->sectionSize(c) <
                        std::max(t->fontMetrics().horizontalAdvance(model->widestText(c)), header->sectionSizeHint(c)))
                    return false;
            return true;
        };
        QVERIFY(fitted());
        for (double scale : {1.5, 1.0}) {
            m_window->textSize()->setScale(scale); // (the fonts change at once, and so do the columns)
            QVERIFY2(fitted(), qPrintable(QStringLiteral("text size %1").arg(scale)));
        }
    }

    void aNarrowTableLeavesColumnsOutRatherThanCutItsValues()
    {
        // Text size 1.5 on 1600 x 1000 at 150 % (1066 x 640 logical pixels): the rows table,
        // alone under its tab, had no room for its seven columns, and its values read "0,…". It
        // leaves out 2k/d, then k, never the value; they come back with the room, each as wide
        // as its numbers and header.
        m_state->setParams(core::EncodingParams{}.withDim(512).withBase(10000.0).withLength(100));
        QVERIFY(test::waitIdle(*m_controller));
        QTableView* t = table("rowsTable");
        const QHeaderView* header = t->horizontalHeader();
        const auto* model = static_cast<const InspectorRowsModel*>(t->model());
        const auto valueWhole = [t, header, model] {
            return !header->isSectionHidden(InspectorRowsModel::Value) &&
                   header->sectionViewportPosition(InspectorRowsModel::Value) +
                           t->fontMetrics().horizontalAdvance(model->widestText(InspectorRowsModel::Value)) <=
                       t->viewport()->width() &&
                   t->horizontalScrollBar()->maximum() == 0;
        };
        m_window->textSize()->setScale(1.5);
        m_window->resize(1066, 640);
        QTRY_VERIFY(t->isVisible() && m_window->width() == 1066 && valueWhole() &&
                    header->isSectionHidden(InspectorRowsModel::Exponent));
        QVERIFY(!header->isSectionHidden(InspectorRowsModel::Argument));
        // A new text size while they are out, then room again: back at their width.
        m_window->textSize()->setScale(1.25);
        QTRY_VERIFY(valueWhole());
        m_window->textSize()->setScale(1.0);
        m_window->resize(1900, 1000);
        QTRY_VERIFY(!header->isSectionHidden(InspectorRowsModel::Exponent) &&
                    !header->isSectionHidden(InspectorRowsModel::Pair));
        QTRY_VERIFY(valueWhole());
        for (int c = 0; c < model->columnCount() - 1; ++c) // (the last one stretches)
            QVERIFY2(header->sectionSize(c) >=
                         std::max(t->fontMetrics().horizontalAdvance(model->widestText(c)), header->sectionSizeHint(c)),
                     qPrintable(QStringLiteral("column %1: %2 px").arg(c).arg(header->sectionSize(c))));
    }

    void positionBoxGoesPastTheSequence()
    {
        // L = 10, but the box takes 10^7: the table shows that position, the other views see
        // L - 1, and a change of L keeps the far position while an inside one follows L down.
        positionSpin()->setValue(10000000);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(shownPosition(), 10000000L);
        QCOMPARE(m_state->requestedPosition(), 10000000);
        QCOMPARE(m_state->position(), 9);
        QCOMPARE(m_state->inputs().position, 9L);
        QCOMPARE(cell(rows(), 0, InspectorRowsModel::Value), QStringLiteral("0.4205")); // sin(1e7)
        m_state->setLength(50);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(shownPosition(), 10000000L);
        QCOMPARE(m_state->position(), 49);
        positionSpin()->setValue(30);
        m_state->setLength(20);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->requestedPosition(), 19);
        QCOMPARE(shownPosition(), 19L);
    }

    void selectingARowSubstitutesItsValues()
    {
        m_state->setPosition(3);
        QVERIFY(test::waitIdle(*m_controller));
        QTableView* rowsTable = table("rowsTable");
        rowsTable->setFocus();
        rowsTable->setCurrentIndex(rowsTable->model()->index(0, 0));
        QTest::keyClick(rowsTable, Qt::Key_Down);
        QTest::keyClick(rowsTable, Qt::Key_Down);
        QCOMPARE(selectedDim(), 2);
        const QString f = formulaText();
        QVERIFY2(f.contains(QLatin1String("sin(3 / 10)")), qPrintable(f));
        QVERIFY2(f.contains(QLatin1String("0.2955")), qPrintable(f));
        QVERIFY(f.contains(QLatin1String("<sup>")));
    }

    void sentenceIsEditable()
    {
        QCOMPARE(sentenceModel()->rowCount(), 4);
        auto* edit = m_fixture->settingControl<QLineEdit>(QStringLiteral("sentence"));
        QVERIFY(edit);
        QCOMPARE(edit->text(), QStringLiteral("Je suis un robot"));
        edit->setFocus();
        edit->clear();
        QTest::keyClicks(edit, QStringLiteral("le chat dort"));
        QTest::keyClick(edit, Qt::Key_Return);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_view->settingText(QStringLiteral("sentence")), QStringLiteral("le chat dort"));
        const auto& m = sentenceModel()->matrix();
        QCOMPARE(static_cast<int>(m.words.size()), 3);
        QCOMPARE(m.words[1], std::string("chat"));
        QCOMPARE(m.values.cols(), 8);
        QVERIFY(
            sentenceModel()->headerData(2, Qt::Vertical, Qt::DisplayRole).toString().startsWith(QLatin1String("dort")));
        QCOMPARE(std::abs(m.values(1, 0) - std::sin(1.0)) < 1e-12, true);
    }

    void settingsAreCheckedAndFollowD()
    {
        QVERIFY(m_view->setSettingText(QStringLiteral("sentence"), QStringLiteral("  "))
                    .contains(QLatin1String("--sentence")));
        QVERIFY(m_view->setSettingText(QStringLiteral("inspect-dim"), QStringLiteral("8"))
                    .contains(QLatin1String("--inspect-dim")));
        QCOMPARE(m_view->setSettingText(QStringLiteral("inspect-dim"), QStringLiteral("7")), QString());
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(table("rowsTable")->currentIndex().row(), 7);
        // A smaller d keeps the selected row inside the table.
        m_state->setDim(4);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(selectedDim(), 3);
        QCOMPARE(m_fixture->settingControl<QSpinBox>(QStringLiteral("inspect-dim"))->value(), 3);
        QCOMPARE(m_fixture->settingControl<QSpinBox>(QStringLiteral("inspect-dim"))->maximum(), 3);
    }

    void articleButtonSetsTheSharedParameters()
    {
        QPushButton* button = nullptr;
        for (QPushButton* b : m_view->findChildren<QPushButton*>())
            if (b->text().contains(QLatin1String("n = 100")))
                button = b;
        QVERIFY(button);
        button->click();
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->params(), (core::EncodingParams{}.withDim(4).withBase(100.0).withLength(4)));
        QCOMPARE(rows()->rowCount(), 4);
    }

    void heatmapDoubleClickOpensTheRow()
    {
        m_window->setCurrentView(QStringLiteral("heatmap"));
        auto* heatmap = qobject_cast<HeatmapView*>(m_window->view(QStringLiteral("heatmap")));
        QVERIFY(test::waitIdle(*m_controller));
        QCustomPlot* plot = heatmap->primaryPlot();
        const QPoint at(static_cast<int>(plot->xAxis->coordToPixel(6)), static_cast<int>(plot->yAxis->coordToPixel(5)));
        QTest::mouseDClick(plot, Qt::LeftButton, Qt::NoModifier, at);
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_window->currentView(), static_cast<View*>(m_view));
        QCOMPARE(m_state->position(), 6);
        QCOMPARE(selectedDim(), 5);
        QCOMPARE(shownPosition(), 6L);
        QCOMPARE(table("rowsTable")->currentIndex().row(), 5);
    }

    void presetsMenuUsesTheCommandLineParser()
    {
        const Preset* preset = presets::find(QStringLiteral("worked-example"));
        QVERIFY(preset);
        m_state->setParams({64, 50.0, 500, core::Layout::Concatenated});
        m_window->setCurrentView(QStringLiteral("heatmap"));
        QAction* action = menuAction(QStringLiteral("Pre&sets"), preset->translatedTitle());
        QVERIFY(action);
        QVERIFY(action->isEnabled());
        action->trigger();
        QVERIFY(test::waitIdle(*m_controller));
        QCOMPARE(m_state->params(), (core::EncodingParams{}.withDim(8).withBase(10000.0).withLength(10)));
        QCOMPARE(m_state->position(), 3);
        QCOMPARE(m_window->currentView(), static_cast<View*>(m_view));
        QCOMPARE(cell(rows(), 0, InspectorRowsModel::Value), QStringLiteral("0.1411"));
        // A preset of a view this build lacks is shown, disabled.
        for (const Preset& p : presets::all()) {
            QAction* a = menuAction(QStringLiteral("Pre&sets"), p.translatedTitle());
            QVERIFY(a);
            QCOMPARE(a->isEnabled(), m_window->view(p.viewId()) != nullptr);
        }
    }

    void presetExpansion()
    {
        QString error;
        const QStringList out = presets::expand({QStringLiteral("app"), QStringLiteral("--preset"),
                                                 QStringLiteral("paper"), QStringLiteral("--d"), QStringLiteral("64")},
                                                &error);
        QVERIFY(error.isEmpty());
        QCOMPARE(out.first(), QStringLiteral("app"));
        // The user's --d comes last, so it wins.
        QCOMPARE(out.mid(out.size() - 2), (QStringList{QStringLiteral("--d"), QStringLiteral("64")}));
        QVERIFY(out.contains(QStringLiteral("heatmap")));
        QCOMPARE(presets::expand({QStringLiteral("app"), QStringLiteral("--preset=alien-clock")}, &error).at(2),
                 QStringLiteral("wavelengths"));
        QVERIFY(presets::expand({QStringLiteral("app"), QStringLiteral("--preset"), QStringLiteral("nope")}, &error)
                    .isEmpty());
        QVERIFY(error.contains(QLatin1String("nope")));
        QVERIFY(error.contains(QLatin1String("alien-clock")));
        // Required presets of the issue.
        for (const char* id : {"paper", "robot", "worked-example", "circles", "distance-matrix", "alien-clock"})
            QVERIFY2(presets::find(QString::fromLatin1(id)), id);
        // Each view declares the presets it opens; the heatmap's "paper" comes first.
        QCOMPARE(presets::all().front().id, QStringLiteral("paper"));
        // Every view's presets are listed once, under distinct names (docs/articles.md names them).
        std::size_t declared = 0;
        QSet<QString> ids;
        for (const Preset& p : presets::all())
            ids.insert(p.id);
        QCOMPARE(static_cast<std::size_t>(ids.size()), presets::all().size());
        for (const ViewDescriptor* type : viewTypes())
            for (const Preset& p : type->presets) {
                ++declared;
                QVERIFY2(ids.contains(p.id), qPrintable(p.id));
                QCOMPARE(p.viewId(), type->id);
                QVERIFY2(!p.title.english.startsWith(QLatin1String("Article")), qPrintable(p.title.english));
            }
        QCOMPARE(declared, presets::all().size());
        QVERIFY(declared >= 35); // 19 figures of the course, 8 later schemes, 3 split, 3 requirements, 2 side by side
    }
};

QTEST_MAIN(TestInspector)
#include "test_inspector.moc"
