#pragma once

#include <QWidget>

#include <map>

class QFormLayout;

namespace pe::ui {

class View;

/// The controls of one view's settings, built from its declaration: a spin box per integer
/// or number, a check box per flag, a menu per choice, a line edit per text. Every edit goes
/// through View::setSettingText (the same path as the command line); the controls follow the
/// view's settings and the encoding-dependent ranges back.
class SettingsPanel : public QWidget {
    Q_OBJECT
public:
    explicit SettingsPanel(QWidget* parent = nullptr);

    /// Shows the controls of `view` (nullptr: none).
    void setView(View* view);
    View* view() const { return m_view; }
    /// Letters the labels' mnemonics must not use (the window's menus and other controls);
    /// applies from the next setView().
    void setTakenMnemonics(const QString& letters) { m_taken = letters; }
    /// The control of a setting (for tests), or nullptr.
    QWidget* control(const QString& key) const;

signals:
    /// A value was refused (cannot happen through the controls' own ranges, but text can).
    void errorOccurred(const QString& message);

private:
    void rebuild();
    void sync();

    View* m_view = nullptr;
    QFormLayout* m_form;
    std::map<QString, QWidget*> m_controls;
    QString m_taken;
    QMetaObject::Connection m_settingConnection;
    QMetaObject::Connection m_updateConnection;
};

} // namespace pe::ui
