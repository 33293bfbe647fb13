#include "ui/views/compare/comparefigure.h"

#include "ui/framework/numbers.h"
#include "ui/framework/sharedparams.h"
#include "ui/plotting/cachedtext.h"

#include <QHeaderView>
#include <QKeyEvent>
#include <QStyle>

#include <algorithm>
#include <array>

namespace pe::ui {

namespace {
enum Column { Name, Adds, Where, Parameters, Beyond, Kind, ColumnCount };

QString count(qint64 n)
{
    return numbers::integer(n);
}
} // namespace

SchemeTable::SchemeTable(QWidget* parent)
    : QTableWidget(RowCount, ColumnCount, parent)
{
    m_headers = QStringList{tr("Scheme"),
                            tr("What it adds"),
                            tr("Where"),
                            tr("Trainable parameters"),
                            tr("Beyond the training length"),
                            tr("Relative or absolute")};
    setHorizontalHeaderLabels(m_headers);
    setEditTriggers(QAbstractItemView::NoEditTriggers);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setWordWrap(true);
    setAlternatingRowColors(true);
    verticalHeader()->hide();
    horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    horizontalHeader()->setSectionResizeMode(Name, QHeaderView::ResizeToContents);
    horizontalHeader()->setDefaultAlignment(Qt::AlignLeft | Qt::AlignVCenter);
    setAccessibleName(tr("Positional schemes compared"));
    connect(this, &QTableWidget::cellDoubleClicked, this, [this](int row, int) { emit rowActivated(row); });
    connect(horizontalHeader(), &QHeaderView::sectionResized, this, &SchemeTable::fitHeaders);
    setInputs(ViewInputs{});
}

QString SchemeTable::viewFor(int row)
{
    switch (row) {
    case Sinusoidal:
    case Learned:
        return QStringLiteral("heatmap");
    case Rope:
        return QStringLiteral("rope");
    case Alibi:
        return QStringLiteral("alibi");
    case Shaw:
    case T5:
        return QStringLiteral("t5");
    default:
        return {};
    }
}

bool SchemeTable::setRow(int row, std::initializer_list<QString> cells)
{
    int column = 0;
    bool changed = false;
    for (const QString& text : cells)
        changed = setCell(row, column++, text) || changed;
    return changed;
}

bool SchemeTable::setCell(int row, int column, const QString& text)
{
    auto* cell = item(row, column);
    if (!cell) {
        cell = new QTableWidgetItem;
        cell->setTextAlignment(Qt::AlignLeft | Qt::AlignTop);
        setItem(row, column, cell);
    } else if (cell->text() == text) {
        return false;
    }
    cell->setText(text);
    const QString open = row == Shaw ? tr("Shaw et al.'s relative positions have no view of their own: their "
                                          "clipped offsets are the ancestor of T5's buckets. Double-click or "
                                          "press Enter to open the T5 view.")
                                     : tr("Double-click or press Enter to open the %1 view.").arg(viewFor(row));
    cell->setToolTip(QStringLiteral("<p>%1</p><p>%2</p>").arg(text.toHtmlEscaped(), open.toHtmlEscaped()));
    return true;
}

void SchemeTable::setInputs(const ViewInputs& inputs)
{
    const auto& p = inputs.params;
    const qint64 d = p.dim;
    const bool table = inputs.encoding && !inputs.encoding->sinusoidal();
    const qint64 lmax = table ? inputs.encoding->maxLength() : p.length;
    const qint64 k = 16;

    // Word-wrapped rows cost a text layout per cell: only the rows whose texts changed (the
    // parameter counts follow d and L, RoPE's base follows n) are measured again, and only
    // once shown.
    std::array<bool, RowCount> changed{};
    changed[Sinusoidal] =
        setRow(Sinusoidal, {tr("Sinusoidal\n(Vaswani et al. 2017)"),
                            tr("A vector added to the token embedding: sin and cos of the position at d/2 "
                               "frequencies"),
                            tr("Input embeddings, once"), tr("None (a formula)"),
                            tr("Defined for any position, but the model never saw the far ones"),
                            tr("Absolute (yet PE(t)·PE(t+Δ) depends only on Δ)")});
    changed[Learned] = setRow(
        Learned, {tr("Learned absolute\n(GPT-2, BERT)"),
                  tr("A learned vector added to the token embedding, one row of a table per position"),
                  tr("Input embeddings, once"),
                  tr("L_max × d = %1 × %2 = %3%4")
                      .arg(numbers::integer(lmax))
                      .arg(numbers::integer(d))
                      .arg(count(lmax * d))
                      .arg(table ? tr(" (the loaded table)") : tr(" (L_max = L here; GPT-2: 1024 × 768 = 786,432)")),
                  tr("No vector exists past L_max: the model cannot read longer inputs"), tr("Absolute")});
    changed[Shaw] =
        setRow(Shaw, {tr("Relative\n(Shaw et al. 2018)"),
                      tr("Learned vectors per clipped offset (−C … C) added to the keys and values"),
                      tr("Every attention layer's keys and values"),
                      tr("(2C+1) × d per layer, for keys and again for values: 2 × %1 × %2 = %3 for C = %4")
                          .arg(numbers::integer(2 * k + 1))
                          .arg(numbers::integer(d))
                          .arg(count(2 * (2 * k + 1) * d))
                          .arg(numbers::integer(k)),
                      tr("Offsets beyond C share the vector of ±C: any length works, far positions look alike"),
                      tr("Relative")});
    changed[Rope] = setRow(
        Rope,
        {tr("RoPE\n(RoFormer, Llama)"), tr("A rotation of q and k: pair k turns by t·θₖ, so q·k depends on the offset"),
         tr("Every attention layer's q and k"),
         tr("None (angles from the base, %1)").arg(shared::caption(*shared::find(QStringLiteral("base")), p)),
         tr("Degrades past the trained length without scaling; PI, NTK and YaRN extend it"),
         tr("Relative (applied to absolute positions)")});
    changed[Alibi] = setRow(Alibi, {tr("ALiBi\n(Press et al. 2022)"),
                                    tr("A bias added to the attention scores: −mₕ·|Δ|, a fixed slope mₕ per head"),
                                    tr("Every attention layer's scores"), tr("None (slopes mₕ = 2^(−8h/H) are fixed)"),
                                    tr("Designed to extrapolate: the bias keeps growing linearly with the distance"),
                                    tr("Relative")});
    changed[T5] = setRow(
        T5,
        {tr("T5 relative bias\n(Raffel et al. 2020)"), tr("A learned scalar per bucket of offsets added to the scores"),
         tr("Every attention layer's scores (one table shared by the layers of a stack)"),
         tr("Buckets × heads: 32 × 12 = 384 for T5-base (per stack)"),
         tr("Offsets from 128 on share the last bucket: any length works, far positions look alike"), tr("Relative")});
    if (!isVisible()) {
        m_rowsStale = m_rowsStale || std::find(changed.begin(), changed.end(), true) != changed.end();
        return;
    }
    for (int row = 0; row < RowCount; ++row)
        if (changed[static_cast<size_t>(row)])
            resizeRowToContents(row);
}

QSize SchemeTable::sizeHint() const
{
    int height = horizontalHeader()->height() + 2 * frameWidth();
    for (int r = 0; r < rowCount(); ++r)
        height += rowHeight(r);
    return QSize(QTableWidget::sizeHint().width(), height);
}

void SchemeTable::keyPressEvent(QKeyEvent* event)
{
    if ((event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) && currentRow() >= 0) {
        emit rowActivated(currentRow());
        return;
    }
    QTableWidget::keyPressEvent(event);
}

void SchemeTable::resizeEvent(QResizeEvent* event)
{
    QTableWidget::resizeEvent(event);
    fitHeaders();
    resizeRowsToContents();
}

void SchemeTable::fitHeaders()
{
    // The header elides nothing by itself here: a heading wider than its column is broken into
    // lines at spaces (the header grows a line), whole in its tooltip.
    const QHeaderView* header = horizontalHeader();
    const int padding = 2 * style()->pixelMetric(QStyle::PM_HeaderMargin, nullptr, header) + 4;
    for (int c = 0; c < m_headers.size(); ++c) {
        QTableWidgetItem* item = horizontalHeaderItem(c);
        if (!item)
            continue;
        const QString shown = wrapLines(m_headers[c], header->font(), header->sectionSize(c) - padding);
        if (item->text() != shown)
            item->setText(shown);
        if (item->toolTip() != m_headers[c])
            item->setToolTip(m_headers[c]);
    }
}

void SchemeTable::showEvent(QShowEvent* event)
{
    QTableWidget::showEvent(event);
    if (m_rowsStale) {
        m_rowsStale = false;
        resizeRowsToContents();
    }
}

} // namespace pe::ui
