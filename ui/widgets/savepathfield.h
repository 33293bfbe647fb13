#pragma once

#include <QWidget>

class QLineEdit;

namespace pe::ui {

/// The file a dialog writes: its path, typed or chosen with a Browse button (a save dialog
/// with the given caption and filter). Label it with `edit()` (object name "path") as the buddy.
class SavePathField : public QWidget {
    Q_OBJECT
public:
    SavePathField(const QString& path, const QString& caption, const QString& filter, QWidget* parent);

    QLineEdit* edit() const { return m_edit; }
    /// The path as typed, without surrounding spaces.
    QString path() const;

signals:
    /// The user chose `file` with Browse (the field shows it already).
    void chosen(const QString& file);

private:
    void browse();

    QLineEdit* m_edit;
    QString m_caption;
    QString m_filter;
};

} // namespace pe::ui
