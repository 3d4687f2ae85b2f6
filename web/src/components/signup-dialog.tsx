import { AppleFilled, GoogleOutlined, WalletOutlined } from '@ant-design/icons';
import { zRegister, type User } from '@gems/contracts';
import { Button, Divider, Flex, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EmailField, PasswordField } from '../auth/credential-fields';
import { registerFieldErrors } from '../auth/register-errors';
import { useRegister } from '../auth/use-auth';
import { useToast } from '../feedback/use-toast';
import { validate, type FieldErrors } from '../forms/field-errors';
import { FormField } from '../forms/form-field';

/** What the guest was saving, shown small above the form. */
export interface SignupPreview {
  title?: string | null;
  imageUrl?: string | null;
  domain?: string | null;
}

export interface SignupDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the account exists and the session is set, so the caller can retry its save. */
  onComplete: (user: User) => void;
  preview?: SignupPreview | null;
}

type Field = 'username' | 'email' | 'password';
type Values = Record<Field, string>;
const EMPTY: Values = { username: '', email: '', password: '' };

/** Spec 01 §2/§4/§5: the "Save your gem!" signup prompt a guest sees when saving. */
export function SignupDialog({ open, onClose, onComplete, preview }: SignupDialogProps) {
  const register = useRegister();
  const toast = useToast();
  const [values, setValues] = useState<Values>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const allFilled = values.username !== '' && values.email !== '' && values.password !== '';

  const change = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit() {
    if (!values.username.trim() || !values.email.trim() || !values.password.trim()) {
      return toast.error('Missing fields', 'Please fill in all required fields.');
    }
    const payload = { ...values, confirmPassword: values.password, firstName: '', lastName: '' };
    const checked = validate<typeof zRegister, Field>(zRegister, payload);
    if (!checked.ok) return setErrors(checked.errors);
    try {
      const user = await register.mutateAsync({ input: { ...checked.data, firstName: '', lastName: '' } });
      setValues(EMPTY);
      onComplete(user);
      onClose();
    } catch (err) {
      const found = registerFieldErrors(err);
      setErrors({
        username: found.username,
        email: found.email,
        password: found.password ?? found.confirmPassword,
      });
    }
  }

  const comingSoon = (title: string, description: string) => () => toast.info(title, description);

  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Save your gem!" destroyOnHidden>
      <Typography.Paragraph type="secondary">
        Create an account to save and share your curated content
      </Typography.Paragraph>
      {preview && (preview.title || preview.imageUrl) ? (
        <Flex gap={12} align="center" style={{ marginBottom: 16 }} data-testid="signup-preview">
          {preview.imageUrl ? (
            <img
              src={preview.imageUrl}
              alt=""
              width={56}
              height={56}
              style={{ objectFit: 'cover', borderRadius: 8 }}
              onError={(event) => (event.currentTarget.style.display = 'none')}
            />
          ) : null}
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {preview.title}
            </Typography.Text>
            {preview.domain ? <Typography.Text type="secondary">{preview.domain}</Typography.Text> : null}
          </Flex>
        </Flex>
      ) : null}
      <Form layout="vertical" onFinish={() => void submit()} requiredMark={false}>
        <FormField label="Username" htmlFor="signup-username" error={errors.username}>
          <Input
            id="signup-username"
            autoComplete="username"
            value={values.username}
            onChange={(event) => change('username')(event.target.value)}
          />
        </FormField>
        <EmailField
          id="signup-email"
          label="Email address"
          value={values.email}
          error={errors.email}
          onChange={change('email')}
        />
        <PasswordField
          id="signup-password"
          purpose="new"
          value={values.password}
          error={errors.password}
          onChange={change('password')}
        />
        <Button
          type="primary"
          htmlType="submit"
          block
          size="large"
          disabled={!allFilled}
          loading={register.isPending}
        >
          {register.isPending ? 'Creating account...' : 'Create Account'}
        </Button>
      </Form>
      <Divider plain>or</Divider>
      <Flex vertical gap={8}>
        <Button
          block
          icon={<GoogleOutlined />}
          onClick={comingSoon('Google signup coming soon!', 'This feature will be available soon.')}
        >
          Continue with Google
        </Button>
        <Button
          block
          icon={<AppleFilled />}
          onClick={comingSoon('Apple signup coming soon!', 'This feature will be available soon.')}
        >
          Continue with Apple
        </Button>
        <Button
          block
          icon={<WalletOutlined />}
          onClick={comingSoon(
            'Web3 wallet signup coming soon!',
            'Crypto wallet authentication will be available soon.',
          )}
        >
          Connect Wallet
        </Button>
      </Flex>
      <Flex justify="center" style={{ marginTop: 16 }}>
        <Typography.Text type="secondary">
          Already have an account?{' '}
          <Link to="/login" onClick={onClose}>
            Log in
          </Link>
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
