// The formula inspector's tables: made, and their rows and columns fitted to their font and
// texts (the columns measured once per shape, not per value).
#include "ui/views/inspector/inspectortables.h"

#include "ui/framework/attached.h"
#include "ui/widgets/statictextdelegate.h"

#include <QEvent>
#include <QGroupBox>
#include <QHeaderView>
#include <QLayout>
#include <QScrollBar>
#include <QStyle>
#include <QStyleOptionGroupBox>
#include <QStyleOptionHeader>
#include <QTableView>

#include <algorithm>

namespace pe::ui::inspectortables {

namespace {
/// The shape (column count and widest texts) a table's columns were last fitted to.
struct FittedShape {
    QString key;
};
} // namespace

bool fitColumns(QTableView* table)
{
    QHeaderView* header = table->horizontalHeader();
    if (header->sectionResizeMode(0) == QHeaderView::Stretch)
        return false;
    const auto* model = static_cast<const ReplacedTableModel*>(table->model());
    // (and the font: a new text size needs other widths for the same texts)
    QStringList key{QString::number(model->columnCount()), table->font().toString()};
    for (int c = 0; c < model->columnCount(); ++c)
        key << model->widestText(c) << model->headerData(c, Qt::Horizontal).toString()
            << QString::number(header->isSectionHidden(c));
    // Measuring the headers costs more than painting the cells: only when the shape changed.
    const QString joined = key.join(QLatin1Char('|'));
    if (!setIfChanged(attached<FittedShape>(table).key, joined))
        return false;
    const QFontMetrics metrics(table->font());
    const int padding = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1) + 2;
    const int last = model->columnCount() - 1;
    for (int c = 0; c <= last; ++c) {
        if (c == last && header->stretchLastSection())
            break;
        if (header->isSectionHidden(c)) // (fitted when it shows again: a hidden section has no size hint)
            continue;
        const QString widest = model->widestText(c);
        const int cells = widest.isEmpty() ? 0 : metrics.horizontalAdvance(widest) + padding;
        const int wanted = std::max(cells, header->sectionSizeHint(c));
        if (wanted != header->sectionSize(c))
            header->resizeSection(c, wanted);
    }
    return true;
}

int rowPadding(bool tight)
{
    return tight ? 2 : 8;
}

void fitRows(QTableView* table, bool tight)
{
    const int height = table->fontMetrics().height();
    // (the style's least height of a row, about 23 px, is more than a tight row's)
    table->verticalHeader()->setMinimumSectionSize(height);
    table->verticalHeader()->setDefaultSectionSize(height + rowPadding(tight));
}

int rowsColumnWidth(const QTableView* table, int c, bool oneLine)
{
    const auto* model = static_cast<const InspectorRowsModel*>(table->model());
    const QHeaderView* header = table->horizontalHeader();
    QFont bold = header->font();
    bold.setBold(true);
    const int padding = 2 * (table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, table) + 1) + 2;
    QStyleOptionHeader option;
    option.initFrom(header);
    option.fontMetrics = QFontMetrics(bold);
    option.text = model->header(c, oneLine);
    const int title = header->style()->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), header).width();
    // (the last column, stretched, keeps the header's default size when the table is narrower)
    const int least = c == model->columnCount() - 1 && header->stretchLastSection() ? header->defaultSectionSize()
                                                                                    : header->minimumSectionSize();
    return std::max({table->fontMetrics().horizontalAdvance(model->widestText(c)) + padding, title, least});
}

int rowsTableWidth(const QTableView* table, bool oneLine, int hidden)
{
    int width = 2 * table->frameWidth() + table->verticalScrollBar()->sizeHint().width();
    for (int c = 0; c < table->model()->columnCount(); ++c)
        if (std::find(std::begin(kLeaving), std::begin(kLeaving) + hidden, c) == std::begin(kLeaving) + hidden)
            width += rowsColumnWidth(table, c, oneLine);
    return width;
}

int framedHeight(const QGroupBox* box, const QString& title, const QMargins& margins)
{
    QStyleOptionGroupBox option; // (as QGroupBox measures its frame)
    option.initFrom(box);
    option.text = title;
    option.lineWidth = 1;
    option.textAlignment = box->alignment();
    option.subControls = QStyle::SC_GroupBoxFrame | QStyle::SC_GroupBoxLabel;
    const QRect inside = box->style()->subControlRect(QStyle::CC_GroupBox, &option, QStyle::SC_GroupBoxContents, box);
    const QMargins now = box->layout()->contentsMargins();
    return box->layout()->minimumSize().height() - now.top() - now.bottom() + margins.top() + margins.bottom() +
           option.rect.height() - inside.height();
}

namespace {
/// Rows as tall as the table's font needs and `tight()` says, and columns as wide, when the font
/// changes (View > Text size) or fit() is called.
class RowsFollowFont : public QObject {
public:
    explicit RowsFollowFont(QTableView* table, std::function<bool()> tight = {})
        : QObject(table)
        , m_table(table)
        , m_tight(std::move(tight))
    {
        table->installEventFilter(this);
        fit();
    }
    bool eventFilter(QObject* watched, QEvent* event) override
    {
        if (watched == m_table && event->type() == QEvent::FontChange)
            fit();
        return false;
    }
    void fit()
    {
        fitRows(m_table, m_tight && m_tight());
        fitColumns(m_table);
    }

private:
    QTableView* m_table;
    std::function<bool()> m_tight;
};

} // namespace

QTableView* makeTable(QAbstractItemModel* model, QWidget* parent, const QString& tip, std::function<bool()> tight)
{
    auto* table = new QTableView(parent);
    table->setModel(model);
    // Cells of numbers drawn from cached laid-out texts: the default delegate shapes every
    // visible cell's text again on each repaint.
    table->setItemDelegate(new StaticTextDelegate(table));
    table->setToolTip(tip);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setAlternatingRowColors(true);
    new RowsFollowFont(table, std::move(tight));
    table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    // Columns fit their numbers when the shape of the table changes (fitColumns), not on every
    // new value: ResizeToContents would measure and relayout the table on each update.
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    table->horizontalHeader()->setStretchLastSection(true);
    table->horizontalHeader()->setMinimumSectionSize(60);
    table->verticalHeader()->setVisible(false);
    return table;
}

} // namespace pe::ui::inspectortables
