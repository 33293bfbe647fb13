#include "ui/views/inspector/inspectorview.h"

#include "ui/framework/attached.h"
#include "ui/framework/numbers.h"
#include "ui/framework/pagestate.h"
#include "ui/framework/sharedparams.h"
#include "ui/framework/viewhelpers.h"
#include "ui/plotting/formulaonlynote.h"
#include "ui/plotting/plotstyle.h"

#include "ui/views/inspector/inspectorfigure.h"
#include "ui/views/inspector/inspectortables.h"
#include "ui/widgets/realspinbox.h"
#include "ui/widgets/sectionstack.h"
#include "ui/widgets/stablelabel.h"

#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScrollBar>
#include <QSlider>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>
#include <functional>

namespace pe::ui {

PE_VIEW_REGISTRATION(inspector, InspectorView)

using namespace inspectortables;

namespace {

QString compact(double v)
{
    return numbers::real(v, 6);
}

/// The classroom example of the article: n = 100, d = 4, L = 4.
core::EncodingParams classroomExample()
{
    return core::EncodingParams{}.withDim(4).withBase(100.0).withLength(4).withLayout(core::Layout::Interleaved);
}

} // namespace

void InspectorView::bindSettings(SettingsSchema<InspectorSettings>& s)
{
    s.bind(QStringLiteral("inspect-dim"), &InspectorSettings::dim, 0, core::Limits::maxDim - 1)
        .upTo([](const core::EncodingParams& p) { return p.dim - 1; })
        .bind(QStringLiteral("sentence"), &InspectorSettings::sentence)
        .validatedBy(&checkInspectorSentence);
}

InspectorView::InspectorView(QWidget* parent)
    : TypedView(parent)
    , m_rowsModel(new InspectorRowsModel(this))
    , m_divisorModel(new DivisorModel(this))
    , m_sentenceModel(new SentenceModel(this))
{
    QFont big = plotstyle::sized(font(), 12);
    setFont(big);
    attached<OwnTextSize>(this); // View > Text size scales it

    auto* positionLabel = new QLabel(tr("&Position t:"), this);
    m_positionSpin = new IntegerSpinBox(this);
    m_positionSlider = new QSlider(Qt::Horizontal, this);
    m_positionSpin->setObjectName(QStringLiteral("positionSpin"));
    m_positionSpin->setToolTip(tr("The position whose vector PE(t) the table takes apart: any position up to "
                                  "%L1, whatever L is, to check a far position's values. Shared with the other "
                                  "position-based views, which show at most L−1.")
                                   .arg(numbers::integer(core::Limits::maxInspectedPosition)));
    m_positionSlider->setToolTip(tr("The position whose vector PE(t) the table takes apart, 0 … L−1. Shared with "
                                    "the other position-based views."));
    m_positionSlider->setAccessibleName(tr("Position"));
    positionLabel->setBuddy(m_positionSpin);
    auto* bar = new QHBoxLayout;
    bar->addWidget(positionLabel);
    bar->addWidget(m_positionSpin);
    bar->addWidget(m_positionSlider, 1);

    m_figure = new QWidget(this);
    // The tables and the sentence give way with the formula on a short screen (TextFit); the
    // position's controls above them keep their size.
    m_figure->setFont(big);
    attached<OwnTextSize>(m_figure);
    m_formula = new StableLabel(m_figure);
    QLabel* formula = m_formula->label();
    formula->setObjectName(QStringLiteral("formula"));
    formula->setTextFormat(Qt::RichText);
    formula->setWordWrap(true);
    QFont formulaFont = plotstyle::sized(big, 16);
    formula->setFont(formulaFont);
    // The formula is the figure's largest text: on a short screen it gives way with the plots'.
    attached<OwnTextSize>(formula);
    m_formulaTip = tr("The formula of the selected row, with the current values substituted.");
    formula->setToolTip(m_formulaTip);
    formula->setTextInteractionFlags(Qt::TextSelectableByMouse);
    formula->setContentsMargins(8, 2, 8, 2);
    m_formula->setLines(2);

    m_tableNote = new QLabel(m_figure);
    m_tableNote->setWordWrap(true);
    m_tableNote->setStyleSheet(QStringLiteral("color: #b2182b; font-weight: bold;"));
    m_tableNote->setVisible(false);

    m_rowsTable = makeTable(m_rowsModel, m_figure,
                            tr("Worked example: every dimension of PE(t). Select a row to see its formula with the "
                               "values substituted."),
                            [this] { return m_short; });
    m_divisorTable = makeTable(m_divisorModel, m_figure,
                               tr("Divisor table: the divisor n^(2k/d) grows from 1 towards n, so high dimensions turn "
                                  "slowly."));
    // The boxes' insides 6 px from their frames (the style's 9 to 11): with the view's other
    // margins, 17 px the view did not have at 1280 x 720 at 150 % (it scrolled).
    const QMargins boxMargins(6, 6, 6, 6);
    m_rowsTable->setObjectName(QStringLiteral("rowsTable"));
    m_divisorTable->setObjectName(QStringLiteral("divisorTable"));
    auto* rowsBox = new QGroupBox(tr("PE(t), dimension by dimension"), m_figure);
    auto* rowsLayout = new QVBoxLayout(rowsBox);
    rowsLayout->setContentsMargins(boxMargins);
    rowsLayout->addWidget(m_rowsTable);
    auto* divisorBox = new QGroupBox(tr("Divisor table"), m_figure);
    auto* divisorLayout = new QVBoxLayout(divisorBox);
    divisorLayout->setContentsMargins(boxMargins);
    divisorLayout->addWidget(m_divisorTable);
    // Side by side while both tables show every column; else one whole table at a time under
    // tabs (at 1600 x 1000 at 150 % each scrolled sideways, the argument and value cut).
    auto* tables = new SectionStack(m_figure, Qt::Horizontal);
    tables->setObjectName(QStringLiteral("inspectorTables"));
    tables->addSection(rowsBox, rowsBox->title(), 5);
    tables->addSection(divisorBox, divisorBox->title(), 4);
    const auto wholeWidth = [boxMargins](QTableView* table, QWidget* box) {
        return [table, box, boxMargins] {
            // (the box's margins when framed: taking turns, it loses them, and would take turns
            // by turns if that decided again)
            const QMargins inner = boxMargins;
            const int header = table->verticalHeader()->isVisible() ? table->verticalHeader()->width() : 0;
            // Every column at its size; the last, stretched to fill the table, at its contents'
            // or the header's default, which it keeps when the table is narrower (its stretched
            // width would keep the tables tabbed once they were).
            const QHeaderView* columns = table->horizontalHeader();
            int length = 0;
            for (int i = 0; i < columns->count(); ++i)
                if (columns->isSectionHidden(i) && qobject_cast<const InspectorRowsModel*>(table->model()))
                    length += rowsColumnWidth(table, i, false); // (left out alone, not side by side)
                else if (!columns->isSectionHidden(i))
                    length += i == columns->count() - 1 && columns->stretchLastSection()
                                  ? std::max({static_cast<const QAbstractItemView*>(table)->sizeHintForColumn(i),
                                              columns->sectionSizeHint(i), columns->defaultSectionSize()})
                                  : columns->sectionSize(i);
            return length + header + 2 * table->frameWidth() + table->verticalScrollBar()->sizeHint().width() +
                   inner.left() + inner.right() + 2 * box->style()->pixelMetric(QStyle::PM_DefaultFrameWidth) + 2;
        };
    };
    tables->setWantedWidth(0, wholeWidth(m_rowsTable, rowsBox));
    tables->setWantedWidth(1, wholeWidth(m_divisorTable, divisorBox));
    for (QTableView* table : {m_rowsTable, m_divisorTable})
        connect(table->horizontalHeader(), &QHeaderView::geometriesChanged, tables, &SectionStack::refit);
    // Tabbed, the tab names the table: its box's title would say it again, a row's height lower;
    // its frame and margins, another (a 1920 x 1080 screen at 200 % showed 3 of the 8 rows).
    const auto plain = [boxMargins](QGroupBox* box, const QString& title, bool on) {
        box->setTitle(on ? QString() : title);
        box->setFlat(on);
        box->layout()->setContentsMargins(on ? QMargins() : boxMargins);
    };
    const auto plainTables = [plain, rowsBox, divisorBox, rowsTitle = rowsBox->title(),
                              divisorTitle = divisorBox->title()](bool tabbed) {
        plain(rowsBox, rowsTitle, tabbed);
        plain(divisorBox, divisorTitle, tabbed);
    };
    connect(tables, &SectionStack::tabbedChanged, this, plainTables);
    plainTables(tables->isTabbed());
    // One table at a time, the rows table's headers in one line where its width holds them (a
    // row of the 8 rows' room on a 1920 x 1080 screen at 200 %). Decided from the table's own
    // width, which the lines of its headers leave as it is (its box's frame is not the same in
    // every style: measured against the box, the value column was cut by a few pixels).
    // Alone and narrower than its columns even with headers in two lines (a larger text size),
    // the table shows less rather than cut its values: the exponent 2k/d leaves first (the divisor
    // n^(2k/d) shows it at work), then k (half of dim); both come back with the width.
    m_fitHeaderLines = [this, tables] {
        const int room = m_rowsTable->width();
        const bool one = tables->isTabbed() && rowsTableWidth(m_rowsTable, true) <= room;
        int hidden = 0; // (side by side, the tables take turns instead: SectionStack)
        while (tables->isTabbed() && !one && hidden < static_cast<int>(std::size(kLeaving)) &&
               rowsTableWidth(m_rowsTable, false, hidden) > room)
            ++hidden;
        QHeaderView* header = m_rowsTable->horizontalHeader();
        bool changed = one != m_rowsModel->oneLineHeaders();
        for (int i = 0; i < static_cast<int>(std::size(kLeaving)); ++i)
            if (header->isSectionHidden(kLeaving[i]) != (i < hidden)) {
                header->setSectionHidden(kLeaving[i], i < hidden);
                changed = true;
            }
        if (!changed)
            return;
        m_rowsModel->setOneLineHeaders(one);
        fitColumns(m_rowsTable);
    };
    // (and with new data or a new text size: wider numbers or headers)
    connect(tables, &SectionStack::tabbedChanged, this, [this] { m_fitHeaderLines(); });
    new OnResize(m_rowsTable, m_fitHeaderLines);

    // The sentence is a setting, edited in the Parameters dock; the figure shows it.
    auto* sentenceBox = new QGroupBox(tr("A sentence, one row per word"), m_figure);
    auto* articleButton = new QPushButton(tr("Classroom example: n = 100, d = &4"), sentenceBox);
    articleButton->setToolTip(tr("Set %1, the small classroom example (changes the shared parameters).")
                                  .arg(shared::caption(classroomExample(), tr(", "))));
    // Figure exports paint text at the image's resolution, a few pixels wider than the screen
    // measured it: keep some room so that the label is not cut at the right edge.
    articleButton->setMinimumWidth(articleButton->sizeHint().width() +
                                   2 * articleButton->fontMetrics().averageCharWidth());
    m_sentenceNote = new StableLabel(sentenceBox);
    m_sentenceNote->label()->setWordWrap(true); // in lines on a narrow window, not cut at its edge
    m_sentenceTable = makeTable(m_sentenceModel, sentenceBox,
                                tr("PE(t, dim) for the word at position t: sin in even columns, cos in odd ones."));
    m_sentenceTable->setObjectName(QStringLiteral("sentenceTable"));
    m_sentenceTable->verticalHeader()->setVisible(true);
    m_sentenceTable->horizontalHeader()->setDefaultSectionSize(90);
    // Shown whole in the figure; a long sentence is cut at the box's edge rather than widening it.
    m_sentenceLabel = new QLabel(sentenceBox);
    m_sentenceLabel->setTextFormat(Qt::PlainText);
    m_sentenceLabel->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    auto* sentenceBar = new QHBoxLayout;
    sentenceBar->addWidget(m_sentenceLabel, 1);
    sentenceBar->addWidget(articleButton);
    auto* sentenceLayout = new QVBoxLayout(sentenceBox);
    sentenceLayout->setContentsMargins(boxMargins);
    sentenceLayout->addLayout(sentenceBar);
    sentenceLayout->addWidget(m_sentenceNote);
    sentenceLayout->addWidget(m_sentenceTable);

    auto* figureLayout = new QVBoxLayout(m_figure);
    figureLayout->setContentsMargins(0, 0, 0, 0);
    // The group boxes' titles set them apart: the style's 6 px between the formula and the
    // boxes made the view 5 px too tall for a 1600 x 1000 screen at 200 % (it scrolled).
    figureLayout->setSpacing(2);
    figureLayout->addWidget(m_tableNote);
    figureLayout->addWidget(m_formula);
    // On a short screen (a projector at 200 %) the tables and the sentence take turns.
    m_sections = new SectionStack(m_figure);
    m_sections->setObjectName(QStringLiteral("inspectorSections"));
    m_sections->addSection(tables, tr("PE(t) and its divisors"), 3);
    m_sections->addSection(sentenceBox, tr("A sentence"), 2);
    // The tables stack above the sentence while they show every row (up to 16): in French at
    // 1600 x 1000 (150 %) the table showed 2 of its 8 rows; the sentence is one tab away.
    m_sections->setWantedHeight(0, [tables, this] {
        const int rows = std::min(m_rowsModel->rowCount(), 16);
        // (rows at their padding when not short: short, tighter rows leave the decision as it is)
        const int row = m_rowsTable->fontMetrics().height() + rowPadding(false);
        const int whole =
            m_rowsTable->horizontalHeader()->sizeHint().height() + rows * row + 2 * m_rowsTable->frameWidth();
        // Taking turns, the formula's general line is folded and its room is the sections':
        // they stack again only where they would with the line shown (else they would take
        // turns and stack by turns).
        const int folded = m_short ? m_formula->label()->fontMetrics().lineSpacing() : 0;
        return tables->minimumSizeHint().height() - m_rowsTable->minimumSizeHint().height() + whole + folded;
    });
    // The sentence framed and titled, as when stacked: plain, while taking turns, it was 36 px
    // lower, more than the folded line, and the sections stacked and took turns by turns (in
    // Chinese at 1600 x 1000 in presentation mode, the sentence squeezed under the formula).
    m_sections->setWantedHeight(1, [sentenceBox, boxMargins, title = sentenceBox->title()] {
        return framedHeight(sentenceBox, title, boxMargins);
    });
    // (decided again for another number of rows: d = 4 has room for the sentence too)
    connect(m_rowsModel, &QAbstractItemModel::modelReset, m_sections, &SectionStack::refit, Qt::QueuedConnection);
    // Taking turns, the sentence's box loses its title (its tab says it) and its frame.
    const auto shortOfRoom = [this, plain, sentenceBox, sentenceTitle = sentenceBox->title()](bool tabbed) {
        plain(sentenceBox, sentenceTitle, tabbed);
        setShort(tabbed);
    };
    connect(m_sections, &SectionStack::tabbedChanged, this, shortOfRoom);
    shortOfRoom(m_sections->isTabbed());
    figureLayout->addWidget(m_sections, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addLayout(bar);
    layout->addWidget(m_figure, 1);

    connect(m_positionSpin, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int t) { emit positionRequested(t); });
    connect(m_positionSlider, &QSlider::valueChanged, this, [this](int t) { emit positionRequested(t); });
    connect(m_rowsTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid() && current.row() != selectedDim())
                    setSelectedDim(current.row());
            });
    connect(articleButton, &QPushButton::clicked, this, [this] { emit paramsRequested(classroomExample()); });
    syncPosition();
    showSentence();
}

QString InspectorView::caption() const
{
    return View::caption() + tr(", t = %1").arg(numbers::integer(m_shownPosition));
}

void InspectorView::inputsChanged(const ViewInputs&)
{
    syncPosition();
    // A smaller d keeps the selected row in the table.
    if (selectedDim() > inputs().params.dim - 1)
        setSelectedDim(inputs().params.dim - 1);
}

void InspectorView::settingsChanged(const InspectorSettings& previous)
{
    if (previous.sentence != sentence())
        showSentence();
    if (previous.dim != selectedDim()) {
        showSelectedDim();
        updateFormula();
    }
}

void InspectorView::syncPosition()
{
    const int last = static_cast<int>(inputs().params.length - 1);
    const int t = static_cast<int>(inputs().requestedPosition);
    helpers::showPosition(m_positionSpin, m_positionSlider, last, std::min(t, last), std::max(1, (last + 1) / 20));
    // The box goes past the sequence (the slider stays within it).
    const QSignalBlocker block(m_positionSpin);
    m_positionSpin->setMaximum(static_cast<int>(core::Limits::maxInspectedPosition));
    m_positionSpin->setValue(t);
}

void InspectorView::setSelectedDim(int dim)
{
    setSetting(&InspectorSettings::dim, std::clamp(dim, 0, std::max(0, inputs().params.dim - 1)));
}

void InspectorView::showSentence()
{
    m_sentenceLabel->setText(tr("Sentence: %1").arg(sentence()));
}

void InspectorView::showSelectedDim()
{
    const int dim = selectedDim();
    if (dim < m_rowsModel->rowCount()) {
        m_rowsTable->selectRow(dim);
        m_rowsTable->scrollTo(m_rowsModel->index(dim, 0), QAbstractItemView::PositionAtCenter);
    }
}

void InspectorView::draw(const InspectorFrame& frame)
{
    // The divisor table and the sentence do not depend on the position: unchanged tables are
    // not repainted.
    const bool sameDivisors = m_divisorModel->rowCount() > 0 && frame.params.dim == m_shownParams.dim &&
                              frame.params.base == m_shownParams.base && frame.params.layout == m_shownParams.layout;
    const bool sameSentence = sameDivisors && frame.sentence.words == m_sentenceModel->matrix().words;
    m_shownParams = frame.params;
    const QString note = formulaonly::note(inputs());
    m_tableNote->setText(note);
    m_tableNote->setVisible(!note.isEmpty());
    m_shownPosition = frame.position;
    m_rowsModel->setRows(frame.rows, frame.position, frame.params.base);
    if (!sameDivisors)
        m_divisorModel->setRows(frame.divisors);
    if (!sameSentence)
        m_sentenceModel->setMatrix(frame.sentence);
    // A few columns fill the width; many scroll.
    const auto sentenceMode = frame.params.dim <= 16 ? QHeaderView::Stretch : QHeaderView::Interactive;
    if (m_sentenceTable->horizontalHeader()->sectionResizeMode(0) != sentenceMode)
        m_sentenceTable->horizontalHeader()->setSectionResizeMode(sentenceMode);
    // (the headers' lines again only for a new shape: measuring them is not for every frame)
    if (fitColumns(m_rowsTable))
        m_fitHeaderLines();
    for (QTableView* table : {m_divisorTable, m_sentenceTable})
        fitColumns(table);
    const std::size_t words = frame.sentenceWords;
    m_sentenceNote->setText(words > static_cast<std::size_t>(kMaxWords)
                                ? tr("Only the first %1 of %2 words are shown.")
                                      .arg(numbers::integer(kMaxWords))
                                      .arg(numbers::integer(words))
                                : tr("%1 words → a %1 × %2 matrix (%3, %4).")
                                          .arg(numbers::integer(frame.sentence.values.rows()))
                                          .arg(numbers::integer(frame.params.dim))
                                          .arg(shared::caption(*shared::find(QStringLiteral("base")), frame.params),
                                               shared::caption(*shared::find(QStringLiteral("d")), frame.params)) +
                                      (frame.params.dim > SentenceModel::kMaxColumns
                                           ? tr(" The table shows its first %1 columns; the CSV has all of them.")
                                                 .arg(numbers::integer(SentenceModel::kMaxColumns))
                                           : QString()));
    showSelectedDim();
    updateFormula();
}

void InspectorView::updateFormula()
{
    const auto& rows = m_rowsModel->rows();
    const bool interleaved = m_shownParams.layout == core::Layout::Interleaved;
    QString general = interleaved ? tr("PE<sub>(t, 2k)</sub> = sin(t / n<sup>2k/d</sup>), &nbsp; "
                                       "PE<sub>(t, 2k+1)</sub> = cos(t / n<sup>2k/d</sup>)")
                                  : tr("PE<sub>(t, k)</sub> = sin(t / n<sup>2k/d</sup>), &nbsp; "
                                       "PE<sub>(t, P+k)</sub> = cos(t / n<sup>2k/d</sup>), &nbsp; P = ⌈d/2⌉");
    // Short of room, the general formula is the tooltip's (the row's, substituted, shows).
    m_formula->label()->setToolTip(m_short ? m_formulaTip + QStringLiteral("<br>") + general : m_formulaTip);
    const int dim = selectedDim();
    if (dim >= static_cast<int>(rows.size())) {
        m_formula->setText(general);
        return;
    }
    const core::InspectorRow& r = rows[dim];
    const QString fn = r.sine ? QStringLiteral("sin") : QStringLiteral("cos");
    const QString colour = r.sine ? QStringLiteral("#1f77b4") : QStringLiteral("#c01f4a");
    const QString substituted =
        tr("PE<sub>(%1, %2)</sub> = <span style='color:%3'>%4</span>(%1 / %5<sup>2·%6/%7</sup>) = %4(%1 / %8) "
           "= %4(%9) = <b>%10</b>")
            .arg(numbers::integer(m_shownPosition))
            .arg(numbers::integer(r.dim))
            .arg(colour, fn, compact(m_shownParams.base))
            .arg(numbers::integer(r.pair))
            .arg(numbers::integer(m_shownParams.dim))
            .arg(compact(r.divisor), numbers::fixed(r.argument, 4), numbers::fixed(r.value, 4));
    m_formula->setText(m_short ? substituted : general + QStringLiteral("<br>") + substituted);
}

void InspectorView::setShort(bool on)
{
    if (m_short == on)
        return;
    m_short = on;
    // The formula's new text first, then its lines measured for it (a line of sub- and
    // superscripts is taller than the font's line spacing; measured with the old two-line text,
    // the short formula stayed two lines tall and the table scrolled).
    updateFormula();
    m_formula->setLines(on ? 1 : 2);
    fitRows(m_rowsTable, on);
}

void InspectorView::renderFigure(QCPPainter* painter, const QSize& size)
{
    renderWidget(m_figure, painter, size);
}

} // namespace pe::ui
