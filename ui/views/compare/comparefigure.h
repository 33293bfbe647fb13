#pragma once

#include "ui/framework/viewinputs.h"

#include <QString>
#include <QTableWidget>

#include <initializer_list>

namespace pe::ui {

/// The table of positional schemes: what each adds, where, its trainable parameters (with the
/// numbers for the current d and L), how it behaves past the training length, and whether it is
/// relative or absolute. One row per scheme; activating a row opens the scheme's view.
class SchemeTable : public QTableWidget {
    Q_OBJECT
public:
    enum Row { Sinusoidal, Learned, Shaw, Rope, Alibi, T5, RowCount };

    explicit SchemeTable(QWidget* parent = nullptr);

    /// Rewrites the cells that depend on d, L and the loaded table.
    void setInputs(const ViewInputs& inputs);
    /// The --view id a row opens (Shaw's relative positions have no view: T5's buckets descend from them).
    static QString viewFor(int row);
    /// The height of every row and the header, so that the splitter gives the rest to the chart.
    QSize sizeHint() const override;

signals:
    /// A row was double-clicked or Enter was pressed on it.
    void rowActivated(int row);

protected:
    void keyPressEvent(QKeyEvent* event) override;
    void resizeEvent(QResizeEvent* event) override;
    void showEvent(QShowEvent* event) override;

private:
    /// The cells of `row`, from the first column on (name, adds, where, parameters, beyond, kind).
    /// Returns whether a text changed.
    bool setRow(int row, std::initializer_list<QString> cells);
    bool setCell(int row, int column, const QString& text);
    /// Headings in lines where their columns are narrower than they are.
    void fitHeaders();

    QStringList m_headers; ///< the headings, whole

    /// Rows laid out again when next shown (texts changed while hidden).
    bool m_rowsStale = false;
};

} // namespace pe::ui
