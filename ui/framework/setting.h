#pragma once

#include "core/params.h"

#include <QString>
#include <QStringList>

#include <functional>
#include <memory>
#include <string>
#include <vector>

namespace pe::ui {

/// One setting of a view, declared once: the command line (--key), --help, the control in the
/// settings panel, presets, remembered settings, sessions and undo are all derived from it.
/// Values travel as text between those places; the view itself sees its typed Settings struct.
struct SettingInfo {
    enum class Kind { Integer, Real, Flag, Choice, Text };

    QString key; ///< command-line name and settings key, e.g. "bits"
    Kind kind = Kind::Integer;
    const char* label = "";     ///< control label, translated in context "Setting"
    const char* help = "";      ///< tooltip and --help text, translated in context "Setting"
    const char* valueName = ""; ///< --help placeholder, e.g. "b"
    double minimum = 0;         ///< Integer and Real
    double maximum = 0;         ///< Integer and Real; see dynamicMaximum
    /// An upper bound that depends on the encoding (e.g. a pair index below d/2); applied after
    /// the static range when set.
    std::function<double(const core::EncodingParams&)> dynamicMaximum;
    bool logarithmic = false;              ///< Real: a multiplicative range (spin box steps by factors)
    QStringList choices;                   ///< Choice: the accepted names, in menu order
    std::vector<const char*> choiceLabels; ///< Choice: menu labels (translated), same order
    QString defaultText;                   ///< the default value, as text
    /// A further check of a value that passed the kind's own (a word count, a list of positions
    /// below L): returns why the normalised text is refused under `params` (the message follows
    /// "--key: "), or an empty string.
    std::function<QString(const QString& text, const core::EncodingParams& params)> validate;

    QString translatedLabel() const;
    QString translatedHelp() const;
    /// The upper bound under `params`.
    double maximumFor(const core::EncodingParams& params) const;
};

/// Text form of a real number: the shortest digits that read back to the same double.
QString realToText(double value);

/// Parses `text` for `info` (range checked against `params`); on success stores the
/// normalised text in *normalised and returns an empty string, otherwise a message naming
/// the option, the value and what is allowed (e.g. "--bits: '12' is not an integer from 2 to 10").
QString checkSettingText(const SettingInfo& info, const QString& text, const core::EncodingParams& params,
                         QString* normalised);

/// A view's settings struct S described field by field. Each field binds a SettingInfo to a
/// member of S, so the framework reads and writes S through text without knowing S.
template <class S> class SettingsSchema {
public:
    struct Field {
        SettingInfo info;
        std::function<QString(const S&)> get;
        std::function<void(S&, const QString&)> set; ///< text already checked by checkSettingText
    };

    SettingsSchema& integer(const QString& key, int S::*member, int minimum, int maximum, const char* label,
                            const char* help, const char* valueName = "N")
    {
        SettingInfo i = base(key, SettingInfo::Kind::Integer, label, help, valueName);
        i.minimum = minimum;
        i.maximum = maximum;
        return add(
            std::move(i), [member](const S& s) { return QString::number(s.*member); },
            [member](S& s, const QString& t) { s.*member = t.toInt(); });
    }
    SettingsSchema& integer64(const QString& key, long S::*member, long minimum, long maximum, const char* label,
                              const char* help, const char* valueName = "N")
    {
        SettingInfo i = base(key, SettingInfo::Kind::Integer, label, help, valueName);
        i.minimum = static_cast<double>(minimum);
        i.maximum = static_cast<double>(maximum);
        return add(
            std::move(i), [member](const S& s) { return QString::number(s.*member); },
            [member](S& s, const QString& t) { s.*member = t.toLong(); });
    }
    SettingsSchema& real(const QString& key, double S::*member, double minimum, double maximum, const char* label,
                         const char* help, const char* valueName = "x", bool logarithmic = false)
    {
        SettingInfo i = base(key, SettingInfo::Kind::Real, label, help, valueName);
        i.minimum = minimum;
        i.maximum = maximum;
        i.logarithmic = logarithmic;
        return add(
            std::move(i), [member](const S& s) { return realToText(s.*member); },
            [member](S& s, const QString& t) { s.*member = t.toDouble(); });
    }
    SettingsSchema& flag(const QString& key, bool S::*member, const char* label, const char* help)
    {
        SettingInfo i = base(key, SettingInfo::Kind::Flag, label, help, "");
        return add(
            std::move(i), [member](const S& s) { return s.*member ? QStringLiteral("on") : QStringLiteral("off"); },
            [member](S& s, const QString& t) { s.*member = t == QLatin1String("on"); });
    }
    /// An enumeration: values[i] is written as names[i] and labelled labels[i].
    template <class E>
    SettingsSchema& choice(const QString& key, E S::*member, std::vector<E> values, const QStringList& names,
                           std::vector<const char*> labels, const char* label, const char* help,
                           const char* valueName = "name")
    {
        SettingInfo i = base(key, SettingInfo::Kind::Choice, label, help, valueName);
        i.choices = names;
        i.choiceLabels = std::move(labels);
        return add(
            std::move(i),
            [member, values, names](const S& s) {
                for (std::size_t k = 0; k < values.size(); ++k)
                    if (values[k] == s.*member)
                        return names[static_cast<int>(k)];
                return names.value(0);
            },
            [member, values, names](S& s, const QString& t) {
                const qsizetype k = names.indexOf(t);
                if (k >= 0)
                    s.*member = values[static_cast<std::size_t>(k)];
            });
    }
    /// A choice named as the core names its values (e.g. core::metricName), so that the command
    /// line, the settings and the core's own files use the same words.
    template <class E>
    SettingsSchema& choice(const QString& key, E S::*member, std::vector<E> values, std::string (*nameOf)(E),
                           std::vector<const char*> labels, const char* label, const char* help,
                           const char* valueName = "name")
    {
        QStringList names;
        for (E v : values)
            names << QString::fromStdString(nameOf(v));
        return choice(key, member, std::move(values), names, std::move(labels), label, help, valueName);
    }
    SettingsSchema& text(const QString& key, QString S::*member, const char* label, const char* help,
                         const char* valueName = "text")
    {
        SettingInfo i = base(key, SettingInfo::Kind::Text, label, help, valueName);
        return add(
            std::move(i), [member](const S& s) { return s.*member; },
            [member](S& s, const QString& t) { s.*member = t; });
    }
    /// Restricts the last field's upper bound further by the encoding (e.g. d - 1).
    SettingsSchema& upTo(std::function<double(const core::EncodingParams&)> maximum)
    {
        m_fields.back().info.dynamicMaximum = std::move(maximum);
        return *this;
    }

    /// Adds a further check to the last field (see SettingInfo::validate).
    SettingsSchema& validatedBy(std::function<QString(const QString&, const core::EncodingParams&)> validate)
    {
        m_fields.back().info.validate = std::move(validate);
        return *this;
    }
    /// The same, for a check that does not depend on the encoding.
    SettingsSchema& validatedBy(std::function<QString(const QString&)> validate)
    {
        return validatedBy([validate](const QString& text, const core::EncodingParams&) { return validate(text); });
    }

    const std::vector<Field>& fields() const { return m_fields; }
    std::vector<SettingInfo> infos() const
    {
        std::vector<SettingInfo> out;
        for (const Field& f : m_fields)
            out.push_back(f.info);
        return out;
    }

private:
    SettingInfo base(const QString& key, SettingInfo::Kind kind, const char* label, const char* help,
                     const char* valueName)
    {
        SettingInfo i;
        i.key = key;
        i.kind = kind;
        i.label = label;
        i.help = help;
        i.valueName = valueName;
        return i;
    }
    SettingsSchema& add(SettingInfo info, std::function<QString(const S&)> get,
                        std::function<void(S&, const QString&)> set)
    {
        info.defaultText = get(S{});
        m_fields.push_back(Field{std::move(info), std::move(get), std::move(set)});
        return *this;
    }

    std::vector<Field> m_fields;
};

} // namespace pe::ui
