#include "ui/widgets/settingspanel.h"

#include "ui/framework/numberlist.h"
#include "ui/framework/numbers.h"
#include "ui/framework/view.h"
#include "ui/widgets/elidedcombobox.h"
#include "ui/widgets/mnemonics.h"
#include "ui/widgets/realspinbox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>

#include <algorithm>
#include <climits>

namespace pe::ui {

SettingsPanel::SettingsPanel(QWidget* parent)
    : QWidget(parent)
    , m_form(new QFormLayout(this))
{
    m_form->setContentsMargins(0, 0, 0, 0);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // A long label puts its field under it rather than widening the panel past its edge
    // ("Périodes de l'horloge murale :" made the Parameters panel scroll sideways).
    m_form->setRowWrapPolicy(QFormLayout::WrapLongRows);
}

QWidget* SettingsPanel::control(const QString& key) const
{
    const auto it = m_controls.find(key);
    return it == m_controls.end() ? nullptr : it->second;
}

void SettingsPanel::setView(View* view)
{
    if (view == m_view)
        return;
    disconnect(m_settingConnection);
    disconnect(m_updateConnection);
    m_view = view;
    rebuild();
    if (m_view) {
        m_settingConnection = connect(m_view, &View::settingChanged, this, &SettingsPanel::sync);
        // Ranges that depend on d (a pair, a dimension) follow the inputs.
        m_updateConnection = connect(m_view, &View::inputsUpdated, this, &SettingsPanel::sync);
    }
}

void SettingsPanel::rebuild()
{
    while (m_form->rowCount() > 0)
        m_form->removeRow(0);
    m_controls.clear();
    if (!m_view)
        return;
    View* view = m_view;
    auto apply = [this, view](const QString& key, const QString& text) {
        const QString e = view->setSettingText(key, text);
        // A refused text stays in its field, marked, until corrected.
        if (auto* edit = qobject_cast<QLineEdit*>(control(key)))
            edit->setStyleSheet(e.isEmpty() ? QString() : QStringLiteral("background: #fde0e0"));
        if (!e.isEmpty())
            emit errorOccurred(e);
    };
    QString taken = m_taken;
    for (const SettingInfo& s : view->descriptor().settings) {
        const QString label = mnemonics::assign(s.translatedLabel(), &taken);
        QWidget* w = nullptr;
        const QString key = s.key;
        switch (s.kind) {
        case SettingInfo::Kind::Integer: {
            auto* spin = new IntegerSpinBox(this);
            spin->setKeyboardTracking(false);
            spin->setRange(static_cast<int>(std::max<double>(s.minimum, INT_MIN)),
                           static_cast<int>(std::min<double>(s.maximum, INT_MAX)));
            connect(spin, qOverload<int>(&QSpinBox::valueChanged), this,
                    [apply, key](int v) { apply(key, QString::number(v)); });
            w = spin;
            break;
        }
        case SettingInfo::Kind::Real: {
            auto* spin = new RealSpinBox(this);
            spin->setKeyboardTracking(false);
            spin->setDecimals(6);
            spin->setRange(s.minimum, s.maximum);
            spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
            connect(spin, qOverload<double>(&QDoubleSpinBox::valueChanged), this,
                    [apply, key](double v) { apply(key, realToText(v)); });
            w = spin;
            break;
        }
        case SettingInfo::Kind::Flag: {
            auto* box = new QCheckBox(label, this);
            connect(box, &QCheckBox::toggled, this,
                    [apply, key](bool on) { apply(key, on ? QStringLiteral("on") : QStringLiteral("off")); });
            w = box;
            break;
        }
        case SettingInfo::Kind::Choice: {
            auto* combo = new ElidedComboBox(this);
            for (int i = 0; i < s.choices.size(); ++i) {
                const bool labelled = i < static_cast<int>(s.choiceLabels.size());
                combo->addItem(labelled ? s.choiceLabels[static_cast<std::size_t>(i)].toString() : s.choices[i],
                               s.choices[i]);
            }
            // As narrow as a dozen characters, not as the longest choice: a long translated
            // choice (Fourier's sums in Chinese) made the Parameters panel scroll sideways. A
            // choice longer than the box ends in "…" there and is shown whole in its list.
            combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
            combo->setMinimumContentsLength(12);
            // Its size hint as its least width: QComboBox measures its minimum size hint once,
            // in its first font, and View > Text size made the dozen characters no larger.
            combo->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
            connect(combo, qOverload<int>(&QComboBox::activated), this,
                    [apply, key, combo](int i) { apply(key, combo->itemData(i).toString()); });
            w = combo;
            break;
        }
        case SettingInfo::Kind::Text: {
            auto* edit = new QLineEdit(this);
            if (s.list == SettingInfo::List::None) {
                connect(edit, &QLineEdit::editingFinished, this, [apply, key, edit] { apply(key, edit->text()); });
            } else {
                // A list of numbers as the language writes them ("0,44 ; 1,5" in French); the
                // view gets the command line's form.
                const numbers::ListOf of =
                    s.list == SettingInfo::List::Reals ? numbers::ListOf::Reals : numbers::ListOf::Integers;
                connect(edit, &QLineEdit::editingFinished, this, [this, apply, key, edit, of] {
                    QString error;
                    if (const std::optional<QString> list = numbers::readList(edit->text(), of, QLocale(), &error)) {
                        apply(key, *list);
                        return;
                    }
                    edit->setStyleSheet(QStringLiteral("background: #fde0e0"));
                    emit errorOccurred(QLatin1String("--") + key + QLatin1String(": ") + error);
                });
            }
            w = edit;
            break;
        }
        }
        w->setObjectName(QStringLiteral("setting-") + key);
        w->setToolTip(s.translatedHelp());
        m_controls[key] = w;
        if (s.kind == SettingInfo::Kind::Flag)
            m_form->addRow(w);
        else
            m_form->addRow(label, w); // the label is the control's buddy: its mnemonic focuses it
    }
    sync();
}

void SettingsPanel::sync()
{
    if (!m_view)
        return;
    const core::EncodingParams& params = m_view->inputs().params;
    for (const SettingInfo& s : m_view->descriptor().settings) {
        QWidget* w = control(s.key);
        const QString text = m_view->settingText(s.key);
        const QSignalBlocker blocker(w);
        switch (s.kind) {
        case SettingInfo::Kind::Integer: {
            auto* spin = static_cast<QSpinBox*>(w);
            const double maximum = s.maximumFor(params);
            // An empty range (no pair k < d/2 for d = 1) leaves nothing to choose.
            spin->setEnabled(maximum >= s.minimum);
            // Only a new maximum: setMaximum lays the whole window out again even when it
            // does not change.
            if (const int top = static_cast<int>(std::clamp<double>(maximum, s.minimum, INT_MAX));
                spin->maximum() != top)
                spin->setMaximum(top);
            spin->setValue(text.toInt());
            break;
        }
        case SettingInfo::Kind::Real: {
            auto* spin = static_cast<QDoubleSpinBox*>(w);
            if (const double top = s.maximumFor(params); spin->maximum() != top)
                spin->setMaximum(top);
            spin->setValue(text.toDouble());
            break;
        }
        case SettingInfo::Kind::Flag:
            static_cast<QCheckBox*>(w)->setChecked(text == QLatin1String("on"));
            break;
        case SettingInfo::Kind::Choice: {
            auto* combo = static_cast<QComboBox*>(w);
            combo->setCurrentIndex(combo->findData(text));
            break;
        }
        case SettingInfo::Kind::Text:
            if (s.list == SettingInfo::List::None)
                static_cast<QLineEdit*>(w)->setText(text);
            else
                static_cast<QLineEdit*>(w)->setText(numbers::shownList(
                    text, s.list == SettingInfo::List::Reals ? numbers::ListOf::Reals : numbers::ListOf::Integers,
                    QLocale()));
            break;
        }
    }
}

} // namespace pe::ui
