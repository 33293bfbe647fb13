#pragma once
// The formula inspector's tables: made, and their rows and columns fitted to their font and texts.

#include "ui/views/inspector/inspectorfigure.h"

#include <QEvent>
#include <QMargins>
#include <QWidget>

#include <functional>

class QAbstractItemModel;
class QGroupBox;
class QTableView;

namespace pe::ui::inspectortables {

/// Fits the columns to the widest text they can show for the table's shape (the model's
/// widestText()) and to their headers, without measuring cells: widths change only with the
/// shape, and the columns stay still while values change. Returns whether the shape changed
/// (the columns were fitted again).
bool fitColumns(QTableView* table);

/// The padding of a table's rows around their text: 8 px, 2 on a short screen (the rows table).
int rowPadding(bool tight);

/// The rows of `table` as tall as its font and their padding.
void fitRows(QTableView* table, bool tight);

/// Calls `run` after each resize of the widget it filters, and each change of its font.
class OnResize : public QObject {
public:
    OnResize(QWidget* widget, std::function<void()> run)
        : QObject(widget)
        , m_run(std::move(run))
    {
        widget->installEventFilter(this);
    }
    bool eventFilter(QObject*, QEvent* event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)
            m_run();
        return false;
    }

private:
    std::function<void()> m_run;
};

/// The columns of the rows table that leave, in this order, when the table alone is narrower
/// than its columns even with its headers in two lines.
constexpr InspectorRowsModel::Column kLeaving[] = {InspectorRowsModel::Exponent, InspectorRowsModel::Pair};

/// The width column `c` of the rows table needs with its headers in one line or two: its widest
/// text, and its header measured as QHeaderView::sectionSizeFromContents measures it, bold (a
/// section is bold while highlighted) through the style (a plain font said the French headers
/// fitted at 1600 x 1000 at 150 %, and the value column was cut). The same whether the column
/// shows or not, so that what is decided from it holds.
int rowsColumnWidth(const QTableView* table, int c, bool oneLine);

/// The width the rows table needs, its value column at its widest text, without the first
/// `hidden` columns of kLeaving.
int rowsTableWidth(const QTableView* table, bool oneLine, int hidden = 0);

/// The height `box` needs framed, with `title` and `margins` around its layout's contents, whatever
/// it shows now (taking turns, it is plain: a measure that followed it would stack by turns).
int framedHeight(const QGroupBox* box, const QString& title, const QMargins& margins);

/// A table of `model` for the inspector: rows selected whole, cells drawn from cached texts, rows
/// and columns that follow the font (`tight()`: rows with little padding).
QTableView* makeTable(QAbstractItemModel* model, QWidget* parent, const QString& tip, std::function<bool()> tight = {});

} // namespace pe::ui::inspectortables
